import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvestingDashboardView } from "@/components/investing/investing-dashboard-view";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { AppErrorCode, isAppError } from "@/lib/errors";
import { getInvestingDashboard } from "@/lib/investing/get-investing-dashboard";
import { isPerformancePeriod } from "@/lib/investing/performance/period-window";

export const metadata: Metadata = { title: "Investing dashboard" };

/** /investing/dashboard/{id} (002 §2; issue 16 item 5): one account's value and performance; ?period=1M|3M|YTD|1Y|ALL. */
export default async function InvestingDashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ period?: string | string[] }>;
}) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const [{ id }, { period }] = await Promise.all([params, searchParams]);
  const dashboard = await getInvestingDashboard({ viewer, accountId: id, period: isPerformancePeriod(period) ? period : "1M" }).catch((error: unknown) => {
    if (isAppError(error) && error.code === AppErrorCode.NOT_FOUND) notFound();
    throw error;
  });
  return <InvestingDashboardView dashboard={dashboard} />;
}
