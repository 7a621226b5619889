import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { accountLabel } from "./account-label";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { accountValue } from "./performance/account-value";
import { sumAccountTotals, type AccountTotals } from "./performance/sum-account-totals";

export type InvestingTotals = AccountTotals & {
  accounts: Array<{ accountId: string; label: string; equity: string; gainLoss: string; percentGainLoss: string | null }>;
};

/** Accounts that hold money at the clearing firm (open, or suspended with what is in them). */
const HOLDING_STATES = ["ACTIVE", "SUSPENDED"] as const;

/**
 * 002 §4 account totals across the member's open investing accounts, read live from the clearing firm: the sum of
 * equity, the sum of gain/loss, and equity minus gain/loss; each account's own figures beside them. Coach mode may
 * read.
 */
export async function getInvestingTotals({ viewer }: { viewer: Viewer | null }): Promise<InvestingTotals> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const rows = await db.investingAccount.findMany({
    where: { userId: viewer.userId, accountId: { not: null }, state: { in: [...HOLDING_STATES] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { accountId: true, nickname: true, registrationType: true, subtype: true, accountNumber: true },
  });
  const clearingFirm = getClearingFirm();
  const accounts = await Promise.all(
    rows.map(async (row) => {
      const accountId = row.accountId!;
      const [portfolio, activities] = await Promise.all([clearingFirm.getPortfolio({ accountId }), clearingFirm.getActivities({ accountId })]).catch(
        async (error: unknown) => {
          throw await clearingFirmRefusal(error);
        },
      );
      const value = accountValue({ cash: portfolio.cash, positions: portfolio.positions, activities });
      return { accountId, label: accountLabel(row, { shortened: true }), equity: value.equity, gainLoss: value.gainLoss, percentGainLoss: value.percentGainLoss };
    }),
  );
  return { ...sumAccountTotals(accounts), accounts };
}
