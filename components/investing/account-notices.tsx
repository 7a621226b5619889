import type { InvestingDashboard } from "@/lib/investing/get-investing-dashboard";

/** What limits the account now (002 §3: restrictions, a withdrawal being processed, a closing account), in words. */
export function AccountNotices({ account }: { account: InvestingDashboard["account"] }) {
  const notices: string[] = [];
  if (account.activeRestrictions.length > 0) {
    notices.push(`This account is restricted (${account.activeRestrictions.join(", ")}). Some trades or transfers may wait until it is lifted; contact us with questions.`);
  }
  if (account.processingWithdrawal) notices.push("A withdrawal is being processed. The value shown may change when it completes.");
  if (account.isAccountClosing) notices.push("This account is closing. No new deposits or trades will be made.");
  if (notices.length === 0) return null;
  return (
    <div className="rounded-xl border border-warning-700/30 bg-warning-50 p-4 text-sm text-ink" role="note" aria-label="About this account">
      <ul className="grid gap-1">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
