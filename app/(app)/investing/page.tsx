import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvestingHome } from "@/components/investing/investing-home";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getInvestingHome } from "@/lib/investing/get-investing-home";
import { getInvestingTotals } from "@/lib/investing/get-investing-totals";
import { refreshOpenInvestingAccounts } from "@/lib/investing/sync-investing-account";
import { logger } from "@/lib/log/logger";

export const metadata: Metadata = { title: "Invest" };

/** /investing (001 §2 Invest, eligible members only; 002 §2): the member's accounts and opening a new one. */
export default async function InvestingPage() {
  const viewer = await getPageViewer();
  // The (app) layout sends signed-out visitors to log in; it renders alongside this page.
  if (!viewer) return null;
  // A decision or a deposit that settled since the last visit shows now.
  await refreshOpenInvestingAccounts(viewer.userId);
  const accounts = await getInvestingHome({ viewer });
  if (!accounts) notFound();
  // The totals are read live from the clearing firm; when it cannot be reached the accounts still show.
  const totals = await getInvestingTotals({ viewer }).catch((error: unknown) => {
    logger.warn({ err: error }, "investing totals unavailable");
    return null;
  });
  return <InvestingHome accounts={accounts} totals={totals} />;
}
