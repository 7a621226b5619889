import type { Db, Tx } from "@/lib/db";

/**
 * The member's Customer row (their financial profile), created on first use: sign-up makes only the User, and
 * everything in the personal-finance area hangs off the Customer. Safe under concurrency (upsert on the unique userId).
 * Reads it first: nearly every call finds it, and a plain read takes no row lock and writes nothing (the screens that
 * call this on every load, /budget among them, would otherwise write on each one).
 * Pass the transaction client when called inside one.
 */
export async function ensureCustomer(db: Db | Tx, userId: string): Promise<{ id: string }> {
  const found = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  if (found) return found;
  return db.customer.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
}
