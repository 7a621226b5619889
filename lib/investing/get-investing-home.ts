import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { isInvestEligibleEmail } from "@/lib/users/is-invest-eligible-email";

/**
 * What /investing shows: null when the member may not invest (the menu's rule, 001 §6), else their accounts (not
 * closed), oldest first, with the clearing firm's id where it has one.
 */
export async function getInvestingHome({ viewer }: { viewer: Viewer | null }) {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: {
      email: true,
      investingAccounts: {
        where: { state: { not: "CLOSED" } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          accountId: true,
          nickname: true,
          registrationType: true,
          subtype: true,
          accountNumber: true,
          state: true,
          modelPortfolioId: true,
          isMoneyInvested: true,
          activeRestrictions: true,
          processingWithdrawal: true,
          isAccountClosing: true,
          transfers: { where: { state: "COMPLETED" }, select: { id: true }, take: 1 },
        },
      },
    },
  });
  if (!isInvestEligibleEmail(user.email) && user.investingAccounts.length === 0) return null;
  return user.investingAccounts.map(({ id, accountId, modelPortfolioId, transfers, ...account }) => ({
    ...account,
    accountId: accountId ?? id,
    hasModelPortfolio: modelPortfolioId !== null,
    hasCompletedDeposit: transfers.length > 0,
  }));
}
