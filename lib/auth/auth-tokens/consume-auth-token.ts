import { getDb, type Tx } from "@/lib/db";
import { hashToken } from "@/lib/crypto/hash-token";
import type { AuthTokenPurpose } from "@/lib/generated/prisma/client";
import type { ValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";

/**
 * Uses a token up, atomically: of two requests racing with the same link, exactly one gets it. Returns null when the
 * token is unknown, of another purpose, used or expired. Call inside the transaction that acts on it.
 */
export async function consumeAuthToken({
  token,
  purpose,
  tx,
}: {
  token: string;
  purpose: AuthTokenPurpose;
  tx?: Tx;
}): Promise<ValidAuthToken | null> {
  if (!token) return null;
  const db = tx ?? (await getDb());
  const now = new Date();
  const tokenHash = hashToken(token);
  const { count } = await db.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const row = await db.authToken.findUniqueOrThrow({
    where: { tokenHash },
    select: { id: true, userId: true, email: true, expiresAt: true },
  });
  return row;
}
