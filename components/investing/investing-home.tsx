import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button-link";
import { ACCOUNT_STATE_TEXT, accountLabel } from "@/lib/investing/account-label";
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
};

/** The next step of an account, where it has one. */
function nextStep(account: InvestingHomeAccount): { href: string; label: string } | null {
  const id = encodeURIComponent(account.accountId);
  if (account.state === "PENDING") return { href: `/investing/register?stepName=success&accountId=${id}`, label: "Finish setting up" };
  if (account.state === "ACTION_REQUIRED") return { href: "/documents", label: "Verify your identity" };
  if (!account.hasModelPortfolio && ["SUBMITTED", "UNDER_REVIEW", "ACTIVE"].includes(account.state)) {
    return { href: `/investing/register?stepName=investmentStrategy&accountId=${id}`, label: "Choose your investment strategy" };
  }
  if (account.state === "ACTIVE") return { href: dashboardHref(account.accountId), label: "View dashboard" };
  return null;
}

/** /investing: the member's investing accounts and where each stands, and a way to open one. */
export function InvestingHome({ accounts, totals = null }: { accounts: InvestingHomeAccount[]; totals?: InvestingTotals | null }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-ink">Invest</h1>
        <ButtonLink href="/investing/register">Open new account</ButtonLink>
      </div>
      {totals ? <InvestingTotalsCard totals={totals} /> : null}
      {accounts.length === 0 ? (
        <Card>
          <p className="text-ink">You don&apos;t have any investing accounts.</p>
          <p className="mt-2 text-sm text-ink-muted">
            Open a Brokerage account, a Traditional or Roth IRA, or roll over a retirement plan from a former employer.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Your investing accounts">
          {accounts.map((account) => {
            const step = nextStep(account);
            return (
              <li key={account.accountId}>
                <Card className="flex flex-wrap items-center justify-between gap-4">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">{accountLabel(account, { shortened: true })}</h2>
                    <p className="mt-1 text-sm text-ink-muted">{ACCOUNT_STATE_TEXT[account.state] ?? account.state}</p>
                  </div>
                  {step ? (
                    <ButtonLink href={step.href} variant="secondary">
                      {step.label}
                    </ButtonLink>
                  ) : null}
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
        <p className="mt-1 text-sm text-ink-muted">Roll it over into an IRA you manage here.</p>
        <ButtonLink href="/investing/rollover" variant="secondary" className="mt-4">
          Start a rollover
        </ButtonLink>
      </Card>
    </div>
  );
}
