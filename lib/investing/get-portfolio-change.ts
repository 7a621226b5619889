import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { PORTFOLIO_CHANGE_SELECT, type PortfolioChangeView } from "./portfolio-views";

/** One portfolio change of one of the member's accounts (the success page), or its latest when no id is given. */
export async function getPortfolioChange({
  viewer,
  accountId,
  changeId,
}: {
  viewer: Viewer | null;
  accountId: string;
  changeId: string | null;
}): Promise<PortfolioChangeView | null> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  return db.portfolioChange.findFirst({
    where: { investingAccountId: account.id, ...(changeId ? { id: changeId } : {}) },
    orderBy: [{ requestedAt: "desc" }, { id: "desc" }],
    select: PORTFOLIO_CHANGE_SELECT,
  });
}
