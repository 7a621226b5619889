import { getDb, type Tx } from "@/lib/db";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import type { AuthTokenPurpose } from "@/lib/generated/prisma/client";

/** Magic links live 60 minutes (issue 3); each token serves one purpose, once. */
export const AUTH_TOKEN_LIFETIME_MINUTES = 60;

/**
 * Issues a random single-use token for a link (password reset, account recovery, email verification, ...). Only its
 * hash is stored. Earlier unused tokens of the same purpose for this user stop working, so only the newest link does.
 */
export async function issueAuthToken({
  userId,
  purpose,
  email = null,
  tx,
}: {
  userId: string;
  purpose: AuthTokenPurpose;
  email?: string | null;
  tx?: Tx;
}): Promise<{ token: string; expiresAt: Date }> {
  const db = tx ?? (await getDb());
  const now = new Date();
  const token = createToken();
  const expiresAt = new Date(now.getTime() + AUTH_TOKEN_LIFETIME_MINUTES * 60_000);
  await db.authToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  await db.authToken.create({ data: { userId, purpose, email, tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt };
}
