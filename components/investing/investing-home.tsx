import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button-link";
import { ACCOUNT_STATE_TEXT, accountLabel } from "@/lib/investing/account-label";
import { applicationTimeline, type TimelineStatus } from "@/lib/investing/application-timeline";
import type { InvestingTotals } from "@/lib/investing/get-investing-totals";
import { dashboardHref } from "./investing-figures";
import { InvestingTotalsCard } from "./investing-totals-card";

export type InvestingHomeAccount = {
  accountId: string;
  nickname: string | null;
  registrationType: string;
  subtype: string | null;
  accountNumber: string | null;
  state: string;
  hasModelPortfolio: boolean;
  hasCompletedDeposit: boolean;
  isMoneyInvested: boolean;
  activeRestrictions: string[];
  processingWithdrawal: boolean;
  isAccountClosing: boolean;
};

type Action = { href: string; label: string };

/** What the member can do with the account now, the most useful first. */
function actions(account: InvestingHomeAccount): Action[] {
  const id = encodeURIComponent(account.accountId);
  if (account.state === "PENDING") return [{ href: `/investing/register?stepName=success&accountId=${id}`, label: "Finish setting up" }];
  if (account.state === "ACTION_REQUIRED") return [{ href: "/documents", label: "Verify your identity" }];
  if (account.state === "SUBMITTED" || account.state === "UNDER_REVIEW") {
    return account.hasModelPortfolio ? [] : [{ href: `/investing/kyc?accountId=${id}`, label: "Take the risk quiz" }];
  }
  if (account.state !== "ACTIVE") return [];
  const found: Action[] = [];
  found.push({ href: dashboardHref(account.accountId), label: "View dashboard" });
  if (!account.isAccountClosing) found.push({ href: `/investing/fund?accountId=${id}`, label: "Add money" });
  found.push(
    account.hasModelPortfolio
      ? { href: `/investing/${id}/browse`, label: "Change portfolio" }
      : { href: `/investing/kyc?accountId=${id}`, label: "Choose your portfolio" },
  );
  return found;
}

/** Why money or portfolio changes are held back, in the member's words; empty when nothing is. */
function notices(account: InvestingHomeAccount): string[] {
  const found: string[] = [];
  if (["PENDING", "SUBMITTED", "UNDER_REVIEW", "ACTION_REQUIRED"].includes(account.state)) {
    found.push("Adding money and choosing your portfolio open once the account is approved.");
  }
  if (account.activeRestrictions.length > 0) {
    found.push(
      `Our clearing firm has restricted this account (${account.activeRestrictions.join(", ").toLowerCase().replaceAll("_", " ")}): some deposits, trades or withdrawals may be held. Contact us to lift it.`,
    );
  }
  if (account.processingWithdrawal) found.push("A withdrawal is being processed: its money is set aside until it reaches your bank.");
  if (account.isAccountClosing) found.push("This account is closing: it takes no new money, and what it holds is being sold and sent to you.");
  return found;
}

const STATUS_TEXT: Record<TimelineStatus, string> = { done: "done", current: "current step", upcoming: "not yet", failed: "stopped here" };
const STATUS_DOT: Record<TimelineStatus, string> = {
  done: "bg-brand-700 border-brand-700",
  current: "bg-surface border-brand-700 ring-2 ring-brand-200",
  upcoming: "bg-surface border-border",
  failed: "bg-danger-700 border-danger-700",
};

function Timeline({ account, label }: { account: InvestingHomeAccount; label: string }) {
  const steps = applicationTimeline(account);
  return (
    <ol aria-label={`Where ${label} stands`} className="mt-4 grid gap-2 sm:flex sm:flex-wrap sm:gap-x-4">
      {steps.map((step) => (
        <li key={step.key} className="flex items-center gap-2 text-sm" aria-current={step.status === "current" ? "step" : undefined}>
          <span aria-hidden="true" className={`size-3 shrink-0 rounded-full border-2 ${STATUS_DOT[step.status]}`} />
          <span className={step.status === "upcoming" ? "text-muted" : step.status === "failed" ? "text-danger-700" : "font-medium text-ink"}>
            {step.label}
          </span>
          <span className="sr-only">({STATUS_TEXT[step.status]})</span>
        </li>
      ))}
    </ol>
  );
}

/** /investing: the member's investing accounts and where each stands, and a way to open one. */
export function InvestingHome({ accounts, totals = null }: { accounts: InvestingHomeAccount[]; totals?: InvestingTotals | null }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-ink">Invest</h1>
        <ButtonLink href="/investing/register">Open new account</ButtonLink>
      </div>
      {totals ? <InvestingTotalsCard totals={totals} /> : null}
      {accounts.length === 0 ? (
        <Card>
          <p className="text-ink">You don&apos;t have any investing accounts.</p>
          <p className="mt-2 text-sm text-muted">
            Open a Brokerage account, a Traditional or Roth IRA, or roll over a retirement plan from a former employer.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Your investing accounts">
          {accounts.map((account) => {
            const label = accountLabel(account, { shortened: true });
            const found = actions(account);
            const held = notices(account);
            return (
              <li key={account.accountId}>
                <Card>
                  <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">{label}</h2>
                  <p className="mt-1 text-sm text-muted">{ACCOUNT_STATE_TEXT[account.state] ?? account.state}</p>
                  <Timeline account={account} label={label} />
                  {held.length > 0 && (
                    <ul className="mt-4 grid gap-1 rounded-lg bg-canvas p-3 text-sm text-ink">
                      {held.map((notice) => (
                        <li key={notice}>{notice}</li>
                      ))}
                    </ul>
                  )}
                  {found.length > 0 && (
                    <div className="mt-4 flex flex-wrap gap-2">
                      {found.map((action, index) => (
                        <ButtonLink key={action.href} href={action.href} variant={index === 0 ? "primary" : "secondary"} size="sm">
                          {action.label}
                        </ButtonLink>
                      ))}
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Card as="section" aria-labelledby="rollover-heading">
        <h2 id="rollover-heading" className="font-semibold text-ink">
          Have a 401(k) from a former employer?
        </h2>
        <p className="mt-1 text-sm text-muted">Roll it over into an IRA you manage here.</p>
        <ButtonLink href="/investing/rollover" variant="secondary" className="mt-4">
          Start a rollover
        </ButtonLink>
      </Card>
    </div>
  );
}
