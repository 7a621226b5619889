import { createToken, hashToken } from "@/lib/crypto/hash-token";
import type { Tx } from "@/lib/db";

/** An unsubscribe link works for a year: long enough for an old email, not forever (issue 13). */
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 365;

/**
 * A new unsubscribe token for one email, written in the transaction that queues it. Only its hash is stored; it can
 * open and change its owner's notification preferences and nothing else (resolvePreferenceOwner).
 */
export async function issueUnsubscribeToken(
  tx: Tx,
  { userId, categoryId, now = new Date() }: { userId: string; categoryId: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_DAYS * 86_400_000);
  await tx.unsubscribeToken.create({ data: { userId, categoryId, tokenHash: hashToken(token), expiresAt }, select: { id: true } });
  return { token, expiresAt };
}
