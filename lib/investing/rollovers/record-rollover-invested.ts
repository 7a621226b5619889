import { getDb } from "@/lib/db";

/**
 * The clearing firm reports the account's cash invested (called by the transfer sync): every deposited rollover of
 * the account becomes INVESTED. Safe to call again: nothing is left to move. Answers how many moved.
 */
export async function recordRolloverInvested({
  investingAccountId,
  investedAt = new Date(),
}: {
  /** Our InvestingAccount id. */
  investingAccountId: string;
  investedAt?: Date;
}): Promise<{ count: number }> {
  const db = await getDb();
  const { count } = await db.rollover.updateMany({
    where: { investingAccountId, step: "DEPOSITED" },
    data: { step: "INVESTED", investedAt },
  });
  return { count };
}
