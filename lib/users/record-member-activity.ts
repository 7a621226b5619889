import { getDb } from "@/lib/db";

/** lastActiveAt is written at most this often: 'active in the last 30 days' needs no finer grain. */
const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Notes that the member used the product (their own session; a coach acting as them does not count): User.lastActiveAt
 * and the month in MemberActiveMonth, for the employer dashboard's engagement figures (issue 14), which only ever
 * shows them summed over at least ten members. At most one write an hour per member.
 */
export async function recordMemberActivity({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<void> {
  const db = await getDb();
  const due = new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS);
  const updated = await db.user.updateMany({
    where: { id: userId, OR: [{ lastActiveAt: null }, { lastActiveAt: { lt: due } }] },
    data: { lastActiveAt: now },
  });
  if (updated.count === 0) return;
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  await db.$executeRaw`
    INSERT INTO "MemberActiveMonth" ("userId", "month") VALUES (${userId}, ${month}::date) ON CONFLICT DO NOTHING`;
}
