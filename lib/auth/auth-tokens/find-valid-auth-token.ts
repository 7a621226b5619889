import { getDb, type Tx } from "@/lib/db";
import { hashToken } from "@/lib/crypto/hash-token";
import type { AuthTokenPurpose } from "@/lib/generated/prisma/client";

export type ValidAuthToken = { id: string; userId: string; email: string | null; expiresAt: Date };

/** The unused, unexpired token of this purpose, or null. Does not use it up (see consumeAuthToken). */
export async function findValidAuthToken({
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
  const row = await db.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, email: true, expiresAt: true, usedAt: true, purpose: true },
  });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= new Date()) return null;
  return { id: row.id, userId: row.userId, email: row.email, expiresAt: row.expiresAt };
}
