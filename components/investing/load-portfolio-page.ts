import "server-only";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/authz/viewer";
import { isAppError } from "@/lib/errors";
import { listModelPortfolios } from "@/lib/investing/list-model-portfolios";
import { toPortfolioCardData } from "@/lib/investing/portfolio-card-data";

/**
 * What the portfolio pages show for one of the member's accounts, as plain data (figures as strings); another
 * member's account or an unknown id is the 404 page.
 */
export async function loadPortfolioPage(viewer: Viewer, accountId: string | undefined) {
  if (!accountId) notFound();
  const choice = await listModelPortfolios({ viewer, accountId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return {
    account: choice.account,
    lockedReason: choice.lockedReason,
    recommendedLevel: choice.latestAssessment?.recommendedLevel ?? null,
    currentId: choice.currentModelPortfolioId,
    pendingChange: choice.pendingChange
      ? { id: choice.pendingChange.id, toId: choice.pendingChange.toModelPortfolio.id, toName: choice.pendingChange.toModelPortfolio.name }
      : null,
    portfolios: choice.portfolios.map((portfolio) => ({
      ...toPortfolioCardData(portfolio),
      isRecommended: portfolio.isRecommended,
      isCurrent: portfolio.isCurrent,
    })),
  };
}
