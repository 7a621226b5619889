import Link from "next/link";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import { STEP_TITLES, trackerIndex } from "@/lib/investing/rollovers/rollover-steps";
import { MONEY_KIND_LABELS, type TrackedRollover } from "./rollover-tracker";
import { RolloverWarnings } from "./rollover-warnings";

export const MANIFEST_STEPS = ["Find your old plan", "Choose where it goes", "Confirm"] as const;

/** The stepper's URL: /investing/rollover/manifest/{id}?stepIndex=&tradAccountId=&rothAccountId= (002 §2). */
export function manifestStepHref(transferIntentId: string, stepIndex: number, accounts: { tradAccountId?: string | null; rothAccountId?: string | null }) {
  const query = new URLSearchParams({ stepIndex: String(stepIndex) });
  if (accounts.tradAccountId) query.set("tradAccountId", accounts.tradAccountId);
  if (accounts.rothAccountId) query.set("rothAccountId", accounts.rothAccountId);
  return `/investing/rollover/manifest/${encodeURIComponent(transferIntentId)}?${query.toString()}`;
}

/**
 * The manifest rollover (002 §2, hidden in production): three short steps over the same rollover the tracker shows,
 * one leg per kind of money. Steps are links, so Back and a reload keep the place.
 */
export function ManifestStepper({
  transferIntentId,
  stepIndex,
  legs,
  accounts,
}: {
  transferIntentId: string;
  stepIndex: number;
  legs: TrackedRollover[];
  accounts: { tradAccountId: string | null; rothAccountId: string | null };
}) {
  const first = legs[0]!;
  const href = (index: number) => manifestStepHref(transferIntentId, index, accounts);
  return (
    <div className="grid gap-6">
      <nav aria-label="Rollover steps">
        <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {MANIFEST_STEPS.map((name, index) => (
            <li key={name} aria-current={index + 1 === stepIndex ? "step" : undefined} className={index + 1 === stepIndex ? "font-semibold text-ink" : "text-muted"}>
              {index + 1}. {name}
            </li>
          ))}
        </ol>
      </nav>
      <Card as="section" aria-labelledby="manifest-step">
        <h2 id="manifest-step" className="text-lg font-semibold text-ink">
          {MANIFEST_STEPS[stepIndex - 1]}
        </h2>
        {stepIndex === 1 && (
          <dl className="mt-3 grid gap-2 text-ink">
            <div>
              <dt className="text-sm text-muted">Old plan</dt>
              <dd className="font-medium">{[first.oldProvider, first.planTypeLabel].filter(Boolean).join(" · ") || "Not given yet"}</dd>
            </div>
            {legs.map((leg) => (
              <div key={leg.id}>
                <dt className="text-sm text-muted">{leg.moneyKind ? MONEY_KIND_LABELS[leg.moneyKind] : "Money"}</dt>
                <dd className="font-medium">{leg.estimatedAmount ? formatMoney(Number(leg.estimatedAmount)) : "Not given yet"}</dd>
              </div>
            ))}
          </dl>
        )}
        {stepIndex === 2 && (
          <ul className="mt-3 grid gap-2 text-ink">
            {legs.map((leg) => (
              <li key={leg.id}>
                {leg.moneyKind ? MONEY_KIND_LABELS[leg.moneyKind] : "The money"} goes into <span className="font-medium">{leg.accountLabel}</span>
              </li>
            ))}
            {legs.length === 1 && (
              <li className="text-sm text-muted">
                Roth money in the same plan too?{" "}
                <Link href="/investing/rollover" className="font-medium text-brand-700 underline">
                  Start a rollover for it
                </Link>
                .
              </li>
            )}
          </ul>
        )}
        {stepIndex === 3 && (
          <div className="mt-3 grid gap-4 text-ink">
            <p>Ask your old plan for a direct rollover, with a check for each kind of money:</p>
            <ul className="grid gap-3">
              {legs.map((leg) => (
                <li key={leg.id} className="rounded-lg border border-border p-3">
                  <p className="text-sm text-muted">{leg.moneyKind ? MONEY_KIND_LABELS[leg.moneyKind] : "The money"}</p>
                  <p className="font-semibold [overflow-wrap:anywhere]">Payable to {leg.payee}</p>
                  {leg.accountNumber && <p>Account number {leg.accountNumber}</p>}
                  <p className="mt-1 text-sm">
                    Now: {trackerIndex(leg.step) >= 0 ? STEP_TITLES[leg.step as keyof typeof STEP_TITLES] : "Plan details needed"} ·{" "}
                    <Link href={`/investing/rollover/${encodeURIComponent(leg.id)}`} className="font-medium text-brand-700 underline">
                      Track this check
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
            <address className="not-italic">
              <span className="block text-sm text-muted">Mail to</span>
              {first.mailingAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {first.warnings.length > 0 && <RolloverWarnings warnings={first.warnings} />}
          </div>
        )}
      </Card>
      <div className="flex flex-wrap gap-3">
        {stepIndex > 1 && (
          <ButtonLink href={href(stepIndex - 1)} variant="secondary">
            Back
          </ButtonLink>
        )}
        {stepIndex < MANIFEST_STEPS.length ? (
          <ButtonLink href={href(stepIndex + 1)}>Next</ButtonLink>
        ) : (
          <ButtonLink href={`/investing/rollover/${encodeURIComponent(first.id)}`}>Go to my rollover</ButtonLink>
        )}
      </div>
    </div>
  );
}
