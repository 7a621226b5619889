import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { accountLabel } from "./account-label";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { loadModelPortfolios, type ModelPortfolioView } from "./load-model-portfolios";
import { portfolioLockReason } from "./portfolio-choice-rules";
import { latestRiskAssessment, PORTFOLIO_CHANGE_SELECT, type PortfolioChangeView, type RiskAssessmentView } from "./portfolio-views";

export type ModelPortfolioChoice = {
  account: { accountId: string; label: string; state: string; isMoneyInvested: boolean };
  portfolios: Array<ModelPortfolioView & { isRecommended: boolean; isCurrent: boolean }>;
  currentModelPortfolioId: string | null;
  latestAssessment: RiskAssessmentView | null;
  pendingChange: PortfolioChangeView | null;
  /** Why no portfolio can be chosen now (the account is not ACTIVE); null when one can. */
  lockedReason: string | null;
};

/**
 * The model portfolios for one of the member's accounts (issue 16 item 3): each with its funds and fee, marked
 * recommended (from the account's latest questionnaire) and current, plus the change still pending, if any.
 */
export async function listModelPortfolios({ viewer, accountId }: { viewer: Viewer | null; accountId: string }): Promise<ModelPortfolioChoice> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const { id } = await findOwnInvestingAccount(db, viewer.userId, accountId);
  const account = await db.investingAccount.findUniqueOrThrow({
    where: { id },
    select: { id: true, accountId: true, nickname: true, registrationType: true, subtype: true, accountNumber: true, state: true, isMoneyInvested: true, modelPortfolioId: true },
  });
  const portfolios = await loadModelPortfolios(db);
  const latestAssessment = await latestRiskAssessment(db, account.id);
  const pendingChange = await db.portfolioChange.findFirst({
    where: { investingAccountId: account.id, state: "PENDING" },
    orderBy: { requestedAt: "desc" },
    select: PORTFOLIO_CHANGE_SELECT,
  });
  return {
    account: {
      accountId: account.accountId ?? account.id,
      label: accountLabel(account, { shortened: true }),
      state: account.state,
      isMoneyInvested: account.isMoneyInvested,
    },
    portfolios: portfolios.map((portfolio) => ({
      ...portfolio,
      isRecommended: portfolio.riskLevel === latestAssessment?.recommendedLevel,
      isCurrent: portfolio.id === account.modelPortfolioId,
    })),
    currentModelPortfolioId: account.modelPortfolioId,
    latestAssessment,
    pendingChange,
    lockedReason: portfolioLockReason(account.state),
  };
}
