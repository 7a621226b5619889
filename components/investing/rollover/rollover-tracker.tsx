import Link from "next/link";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import { STEP_TITLES, TRACKER_STEPS, trackerIndex, type RolloverStep, type RolloverWarning } from "@/lib/investing/rollovers/rollover-steps";
import { RolloverActions } from "./rollover-actions";
import { RolloverWarnings } from "./rollover-warnings";

/** A rollover as the tracker shows it: plain values (amounts as text, dates as YYYY-MM-DD or ISO). */
export type TrackedRollover = {
  id: string;
  nickname: string;
  step: RolloverStep;
  moneyKind: "PRE_TAX" | "ROTH" | null;
  oldProvider: string | null;
  planTypeLabel: string | null;
  estimatedAmount: string | null;
  depositedAmount: string | null;
  stepDates: Partial<Record<RolloverStep, string>>;
  checkMailedOn: string | null;
  accountLabel: string;
  accountNumber: string | null;
  payee: string;
  mailingAddress: string[];
  warnings: RolloverWarning[];
  siblings: { id: string; moneyKind: "PRE_TAX" | "ROTH" | null; accountLabel: string }[];
};

export const MONEY_KIND_LABELS = { PRE_TAX: "Pre-tax money", ROTH: "Roth money" } as const;

function stepHelp(rollover: TrackedRollover): Record<(typeof TRACKER_STEPS)[number], string> {
  const plan = rollover.oldProvider ?? "your old plan";
  return {
    PLAN_FOUND: `Call ${plan} (or use its website) and ask for a direct rollover to an IRA. Give them the payee line, account number and address below; some plans send you a form to sign.`,
    REQUESTED: "The plan usually takes one to two weeks to send the money. If the check comes to you, mail it to us within 60 days so it stays tax-free.",
    CHECK_IN_TRANSIT: "Checks usually arrive within 5 to 10 business days. We mark the rollover deposited as soon as our clearing firm receives it.",
    DEPOSITED: "The money is in your account as cash. We invest it in your portfolio next.",
    INVESTED: "Done: your rollover is invested.",
  };
}

const shortDate = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** /investing/rollover/{id}: the five steps with their dates, what to do now, the check's exact wording, warnings. */
export function RolloverTracker({ rollover, readOnly }: { rollover: TrackedRollover; readOnly: boolean }) {
  const current = trackerIndex(rollover.step);
  const help = stepHelp(rollover);
  const cancelled = rollover.step === "CANCELLED";
  return (
    <div className="grid gap-6">
      <Card as="section" aria-labelledby="rollover-progress">
        <h2 id="rollover-progress" className="font-semibold text-ink">
          Progress
        </h2>
        {cancelled && <p className="mt-2 text-ink">This rollover was cancelled.</p>}
        <ol className="mt-4 grid gap-4">
          {TRACKER_STEPS.map((step, index) => {
            const done = index < current || (index === current && step === "INVESTED");
            const isCurrent = index === current && step !== "INVESTED";
            const date = rollover.stepDates[step];
            return (
              <li key={step} className="flex gap-3" aria-current={isCurrent ? "step" : undefined}>
                <span
                  aria-hidden="true"
                  className={
                    "mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold " +
                    (done || isCurrent ? "bg-brand-700 text-white" : "border border-border bg-surface text-muted")
                  }
                >
                  {done ? "✓" : index + 1}
                </span>
                <div className="min-w-0">
                  <p className={isCurrent ? "font-semibold text-ink" : "text-ink"}>
                    {STEP_TITLES[step]}
                    <span className="sr-only">{done ? " (done)" : isCurrent ? " (current step)" : " (to come)"}</span>
                    {date && <span className="ml-2 text-sm font-normal text-muted">{shortDate(date)}</span>}
                  </p>
                  {isCurrent && <p className="mt-1 text-sm text-ink">{help[step]}</p>}
                  {step === "CHECK_IN_TRANSIT" && rollover.checkMailedOn && (
                    <p className="mt-1 text-sm text-muted">Mailed {shortDate(rollover.checkMailedOn)}</p>
                  )}
                  {step === "DEPOSITED" && rollover.depositedAmount && (
                    <p className="mt-1 text-sm text-muted">{formatMoney(Number(rollover.depositedAmount))} received</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {!cancelled && (
          <div className="mt-5">
            <RolloverActions rolloverId={rollover.id} step={rollover.step} readOnly={readOnly} />
          </div>
        )}
      </Card>

      {rollover.warnings.length > 0 && <RolloverWarnings warnings={rollover.warnings} />}

      <Card as="section" aria-labelledby="rollover-check">
        <h2 id="rollover-check" className="font-semibold text-ink">
          How the check must be written
        </h2>
        <dl className="mt-3 grid gap-3 text-ink">
          <div>
            <dt className="text-sm text-muted">Payable to</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]" data-testid="rollover-payee">
              {rollover.payee}
            </dd>
          </div>
          {rollover.accountNumber && (
            <div>
              <dt className="text-sm text-muted">Account number (on the memo line)</dt>
              <dd className="font-semibold">{rollover.accountNumber}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted">Mail it to</dt>
            <dd>
              <address className="not-italic">
                {rollover.mailingAddress.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          A check payable to you instead would count as a withdrawal: the plan would withhold 20% for taxes.
        </p>
      </Card>

      <Card as="section" aria-labelledby="rollover-details">
        <h2 id="rollover-details" className="font-semibold text-ink">
          Details
        </h2>
        <dl className="mt-3 grid gap-2 text-sm text-ink sm:grid-cols-2">
          <Detail term="Old plan" value={[rollover.oldProvider, rollover.planTypeLabel].filter(Boolean).join(" · ") || "Not given yet"} />
          <Detail term="Money" value={rollover.moneyKind ? MONEY_KIND_LABELS[rollover.moneyKind] : "Not given yet"} />
          <Detail term="Estimated amount" value={rollover.estimatedAmount ? formatMoney(Number(rollover.estimatedAmount)) : "Not given yet"} />
          <Detail term="Into" value={rollover.accountLabel} />
        </dl>
        {rollover.siblings.map((sibling) => (
          <p key={sibling.id} className="mt-3 text-sm text-ink">
            {sibling.moneyKind ? MONEY_KIND_LABELS[sibling.moneyKind] : "Another part"} of this rollover goes into {sibling.accountLabel}:{" "}
            <Link href={`/investing/rollover/${encodeURIComponent(sibling.id)}`} className="font-medium text-brand-700 underline">
              track it
            </Link>
          </p>
        ))}
      </Card>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
