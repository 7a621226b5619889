import { getDb } from "@/lib/db";

/**
 * The rebalance job (queue rebalance-investing-account): brings an account to the portfolio its member chose. For
 * now it only makes the latest pending change EFFECTIVE and sets the account's portfolio; the trades at the clearing
 * firm come here later. Safe to run twice: a second run finds nothing pending.
 */
export async function rebalanceInvestingAccount({ investingAccountId }: { investingAccountId: string }): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "InvestingAccount" WHERE id = ${investingAccountId} FOR UPDATE`;
    const pending = await tx.portfolioChange.findFirst({
      where: { investingAccountId, state: "PENDING" },
      orderBy: [{ requestedAt: "desc" }, { id: "desc" }],
      select: { id: true, toModelPortfolioId: true },
    });
    if (!pending) return;
    await tx.portfolioChange.update({ where: { id: pending.id }, data: { state: "EFFECTIVE", effectiveAt: new Date() } });
    await tx.investingAccount.update({ where: { id: investingAccountId }, data: { modelPortfolioId: pending.toModelPortfolioId } });
  });
}
