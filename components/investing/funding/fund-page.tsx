import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import type { FundingOptions } from "@/lib/investing/funding/get-funding-options";
import { FREQUENCY_LABELS, type DepositFrequencyChoice } from "@/lib/investing/funding/deposit-frequencies";
import { FundForm } from "./fund-form";
import { StopRecurringButton } from "./stop-recurring-button";

// /investing/fund (issue 16 item 4): the form, the recurring deposits with 'Stop', and the latest transfers with
// their state (a returned one says what happened). Server-rendered; only the form and the stop buttons are client code.

const STATE_TEXT: Record<string, string> = {
  REQUESTED: "Pending",
  PENDING: "Pending",
  COMPLETED: "Completed",
  RETURNED: "Returned",
  REJECTED: "Not sent",
  CANCELED: "Canceled",
};
const STATE_STYLE: Record<string, string> = {
  COMPLETED: "bg-success-50 text-success-700",
  RETURNED: "bg-danger-50 text-danger-700",
  REJECTED: "bg-danger-50 text-danger-700",
};

const dateText = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const money = (value: { toString(): string }) => formatMoney(Number(value.toString()));

export function FundPage({ options, initialAccountId, today }: { options: FundingOptions; initialAccountId: string | null; today: string }) {
  const open = options.accounts.filter((account) => !account.lockedReason);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-ink">Add money</h1>

      {options.accounts.length === 0 ? (
        <Card>
          <p className="text-ink">You don&apos;t have an investing account to add money to yet.</p>
          <ButtonLink href="/investing/register" className="mt-4">
            Open an account
          </ButtonLink>
        </Card>
      ) : open.length === 0 ? (
        <Card as="section" aria-labelledby="locked-heading">
          <h2 id="locked-heading" className="font-semibold text-ink">
            Not yet
          </h2>
          <ul className="mt-2 grid gap-2">
            {options.accounts.map((account) => (
              <li key={account.id} className="text-sm text-ink">
                <span className="font-medium">{account.label}:</span> {account.lockedReason}
              </li>
            ))}
          </ul>
        </Card>
      ) : options.banks.length === 0 ? (
        <Card>
          <p className="text-ink">Link the checking account the money will come from first.</p>
          <p className="mt-1 text-sm text-muted">We never see or keep your account and routing numbers: your bank shares them with our clearing firm directly.</p>
          <ButtonLink href="/accounts" className="mt-4">
            Link a bank account
          </ButtonLink>
        </Card>
      ) : (
        <Card as="section" aria-label="Add money">
          <FundForm
            accounts={options.accounts.map((account) => ({
              id: account.id,
              label: account.label,
              isIra: account.isIra,
              isBrokerage: account.accountType === "INDIVIDUAL",
              lockedReason: account.lockedReason,
              taxYears: account.taxYears.map((room) => ({ taxYear: room.taxYear, limit: room.limitCents / 100, remaining: room.remainingCents / 100 })),
            }))}
            banks={options.banks.map((bank) => ({
              assetId: bank.assetId,
              label: `${bank.name}${bank.mask ? ` ••${bank.mask}` : ""}${bank.institutionName ? ` · ${bank.institutionName}` : ""}`,
            }))}
            warnings={options.warnings}
            initialAccountId={initialAccountId}
            today={today}
          />
          {options.accounts.some((account) => account.lockedReason) && (
            <ul className="mt-4 grid gap-1 border-t border-border pt-4 text-sm text-muted">
              {options.accounts
                .filter((account) => account.lockedReason)
                .map((account) => (
                  <li key={account.id}>
                    {account.label}: {account.lockedReason}
                  </li>
                ))}
            </ul>
          )}
        </Card>
      )}

      {options.recurringDeposits.length > 0 && (
        <section aria-labelledby="recurring-heading" className="grid gap-3">
          <h2 id="recurring-heading" className="text-lg font-semibold text-ink">
            Recurring deposits
          </h2>
          <ul className="grid gap-3">
            {options.recurringDeposits.map((deposit) => {
              const description = `${FREQUENCY_LABELS[deposit.frequency as DepositFrequencyChoice]}, ${money(deposit.amount)} from ${deposit.bank} to ${deposit.accountLabel}`;
              return (
                <li key={deposit.id}>
                  <Card className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{description}</p>
                      <p className="text-sm text-muted">Next on {dateText.format(deposit.nextRunOn)}</p>
                      {deposit.lastSkipReason && <p className="mt-1 text-sm text-danger-700">Last one skipped: {deposit.lastSkipReason}</p>}
                    </div>
                    <StopRecurringButton id={deposit.id} description={description} />
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="transfers-heading" className="grid gap-3">
        <h2 id="transfers-heading" className="text-lg font-semibold text-ink">
          Transfers
        </h2>
        {options.transfers.length === 0 ? (
          <p className="text-sm text-muted">No money has moved yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface" aria-label="Latest transfers">
            {options.transfers.map((transfer) => (
              <li key={transfer.id} className="grid gap-1 px-4 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-ink">
                    {money(transfer.amount)} {transfer.kind === "ROLLOVER_CHECK" ? "rollover check" : "deposit"}
                    {transfer.recurring ? " (recurring)" : ""}
                  </p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLE[transfer.state] ?? "bg-brand-50 text-brand-800"}`}>
                    {STATE_TEXT[transfer.state] ?? transfer.state}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {dateText.format(transfer.createdAt)} · {transfer.bank ? `${transfer.bank} → ` : ""}
                  {transfer.accountLabel}
                  {transfer.taxYear ? ` · ${transfer.taxYear} contribution` : ""}
                </p>
                {transfer.explanation && <p className="text-sm text-danger-700">{transfer.explanation}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
