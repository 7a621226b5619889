import type { Db, Tx } from "@/lib/db";

/**
 * The member's Customer row (their financial profile), created on first use: sign-up makes only the User, and
 * everything in the personal-finance area hangs off the Customer. Safe under concurrency (upsert on the unique userId).
 * Pass the transaction client when called inside one.
 */
export async function ensureCustomer(db: Db | Tx, userId: string): Promise<{ id: string }> {
  return db.customer.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
}
