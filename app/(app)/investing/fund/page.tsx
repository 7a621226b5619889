import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FundPage } from "@/components/investing/funding/fund-page";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { easternDate } from "@/lib/investing/funding/contribution-limits";
import { getFundingOptions } from "@/lib/investing/funding/get-funding-options";
import { getInvestingHome } from "@/lib/investing/get-investing-home";
import { refreshOpenInvestingAccounts } from "@/lib/investing/sync-investing-account";

export const metadata: Metadata = { title: "Add money" };

/** /investing/fund (002 §2, content ours: issue 16 item 4): deposits into an open investing account. */
export default async function FundInvestingPage({ searchParams }: { searchParams: Promise<{ accountId?: string | string[] }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  if (!(await getInvestingHome({ viewer }))) notFound();
  await refreshOpenInvestingAccounts(viewer.userId);
  const { accountId } = await searchParams;
  const today = easternDate(new Date());
  const iso = `${today.year}-${String(today.month).padStart(2, "0")}-${String(today.day).padStart(2, "0")}`;
  return (
    <FundPage
      options={await getFundingOptions({ viewer })}
      initialAccountId={typeof accountId === "string" ? accountId : null}
      today={iso}
    />
  );
}
