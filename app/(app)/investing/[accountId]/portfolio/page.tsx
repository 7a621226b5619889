import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvestingPortfolioView } from "@/components/investing/investing-portfolio-view";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { AppErrorCode, isAppError } from "@/lib/errors";
import { getInvestingDashboard } from "@/lib/investing/get-investing-dashboard";

export const metadata: Metadata = { title: "Portfolio" };

/** /investing/{id}/portfolio (002 §2; issue 16 item 5): holdings, target against actual allocation, activity, documents. */
export default async function InvestingPortfolioPage({ params }: { params: Promise<{ accountId: string }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const { accountId } = await params;
  const dashboard = await getInvestingDashboard({ viewer, accountId, period: "1M" }).catch((error: unknown) => {
    if (isAppError(error) && error.code === AppErrorCode.NOT_FOUND) notFound();
    throw error;
  });
  return <InvestingPortfolioView dashboard={dashboard} />;
}
