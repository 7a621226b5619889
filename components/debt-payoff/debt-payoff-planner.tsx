"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useId, useMemo, useState } from "react";
import { useQuery } from "urql";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ChartTableToggle } from "@/components/ui/chart-table-toggle";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/text-input";
import { EXTRA_PAYMENT_MESSAGE, isValidExtraPayment } from "@/lib/debt-payoff/extra-payment";
import { formatMoney } from "@/lib/format/format-money";
import { DEBT_PAYOFF_PLAN, type DebtPayoffPlanData } from "./debt-payoff-operations";
import { formatDuration, formatPayoffMonth } from "./format-payoff";
import type { PayoffPoint } from "./payoff-chart";

const PayoffChart = dynamic(() => import("./payoff-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-canvas" />,
});

/** The slider's range; the number field takes up to the API's $10,000. */
const SLIDER_MAX = 2_000;
const SLIDER_STEP = 25;
const LOAD_FAILED = "We could not work out your plan. Please try again.";

type Schedule = DebtPayoffPlanData["avalanche"];
type Strategy = "avalanche" | "snowball";

const STRATEGIES: Array<{ key: Strategy; title: string; rule: string }> = [
  { key: "avalanche", title: "Avalanche", rule: "Highest interest rate first: the least interest overall." },
  { key: "snowball", title: "Snowball", rule: "Smallest balance first: the quickest first win." },
];

function debtFreeText(schedule: Schedule): string {
  if (!schedule.paidOff || schedule.months === null || !schedule.debtFreeDate) return "Not paid off in 50 years";
  if (schedule.months === 0) return "Already debt-free";
  return formatPayoffMonth(schedule.debtFreeDate);
}

/** Every month up to the horizon for short plans, a point every few months for long ones (the table has years). */
function chartPoints(plan: DebtPayoffPlanData): PayoffPoint[] {
  const finite = [plan.avalanche, plan.snowball].map((schedule) => schedule.months ?? 600);
  const horizon = Math.max(...finite, plan.minimums.months ?? 0);
  const step = Math.max(1, Math.ceil(horizon / 120));
  const at = (schedule: Schedule, month: number) => schedule.balances[month] ?? (schedule.paidOff ? 0 : null);
  const points: PayoffPoint[] = [];
  for (let month = 0; month <= horizon; month += step) {
    points.push({ month, avalanche: at(plan.avalanche, month), snowball: at(plan.snowball, month), minimums: at(plan.minimums, month) });
  }
  if (points.at(-1)?.month !== horizon) {
    points.push({ month: horizon, avalanche: at(plan.avalanche, horizon), snowball: at(plan.snowball, horizon), minimums: at(plan.minimums, horizon) });
  }
  return points;
}

function yearRows(plan: DebtPayoffPlanData): PayoffPoint[] {
  const horizon = Math.max(plan.avalanche.months ?? 600, plan.snowball.months ?? 600);
  const rows: PayoffPoint[] = [];
  const at = (schedule: Schedule, month: number) => schedule.balances[month] ?? (schedule.paidOff ? 0 : null);
  for (let month = 0; month < horizon; month += 12) {
    rows.push({ month, avalanche: at(plan.avalanche, month), snowball: at(plan.snowball, month), minimums: at(plan.minimums, month) });
  }
  rows.push({ month: horizon, avalanche: at(plan.avalanche, horizon), snowball: at(plan.snowball, horizon), minimums: at(plan.minimums, horizon) });
  return rows;
}

function StrategyCard({ schedule, title, rule, best }: { schedule: Schedule; title: string; rule: string; best: boolean }) {
  return (
    <Card as="section" aria-labelledby={`${title}-heading`} className={cn("flex flex-col gap-4", best && "border-brand-600 ring-1 ring-brand-600")}>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${title}-heading`} className="text-lg font-semibold text-ink">
            {title}
          </h3>
          {best && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">Least interest</span>}
        </div>
        <p className="mt-1 text-sm text-muted">{rule}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Debt-free</dt>
          <dd className="text-xl font-semibold text-ink" data-testid={`${title.toLowerCase()}-debt-free`}>
            {debtFreeText(schedule)}
          </dd>
          {schedule.paidOff && schedule.months ? <dd className="text-muted">in {formatDuration(schedule.months)}</dd> : null}
        </div>
        <div>
          <dt className="text-muted">Interest saved</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {schedule.interestSaved === null ? "—" : formatMoney(schedule.interestSaved)}
          </dd>
          <dd className="text-muted">against minimums only</dd>
        </div>
        <div>
          <dt className="text-muted">Total interest</dt>
          <dd className="font-medium tabular-nums text-ink">{formatMoney(schedule.totalInterest)}</dd>
        </div>
        <div>
          <dt className="text-muted">Each month</dt>
          <dd className="font-medium tabular-nums text-ink">{formatMoney(schedule.monthlyPayment)}</dd>
        </div>
      </dl>
      <div>
        <h4 className="text-sm font-semibold text-ink">Order of payoff</h4>
        <ol className="mt-2 grid gap-1 text-sm">
          {schedule.debts.map((debt) => (
            <li key={debt.id} className="flex justify-between gap-3">
              <span>
                {debt.order}. {debt.name}
              </span>
              <span className="shrink-0 text-muted">{debt.payoffDate ? formatPayoffMonth(debt.payoffDate) : "not paid off"}</span>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

/**
 * The debt payoff planner: avalanche against snowball for the member's cards and loans with an extra monthly payment
 * (a slider and a number field that move together), the debt-free dates, the interest saved against paying only the
 * minimums, what is left month by month (a chart with a table), and the plan as a goal.
 */
export function DebtPayoffPlanner({ initialExtra }: { initialExtra: number }) {
  const [extraText, setExtraText] = useState(String(initialExtra));
  const [extra, setExtra] = useState(initialExtra);
  const [requested, setRequested] = useState(initialExtra);
  const [chosen, setChosen] = useState<Strategy | null>(null);
  const [asTable, setAsTable] = useState(false);
  const fieldId = useId();
  const fieldError = extraText.trim() === "" || !isValidExtraPayment(Number(extraText)) ? EXTRA_PAYMENT_MESSAGE : null;

  // One query per pause in the slider's movement, not per step.
  useEffect(() => {
    const timer = setTimeout(() => setRequested(extra), 250);
    return () => clearTimeout(timer);
  }, [extra]);

  const [result] = useQuery({ query: DEBT_PAYOFF_PLAN, variables: { extraPayment: requested } });
  // While a new amount loads, the last plan stays on screen (urql clears data when the variables change).
  const [shown, setShown] = useState<DebtPayoffPlanData | null>(null);
  const latest = result.data?.debtPayoffPlan ?? null;
  if (latest && latest !== shown) setShown(latest);
  const plan = latest ?? shown;
  const points = useMemo(() => (plan ? chartPoints(plan) : []), [plan]);

  const setFromSlider = (value: number) => {
    setExtra(value);
    setExtraText(String(value));
  };
  const setFromField = (text: string) => {
    setExtraText(text);
    const value = Number(text);
    if (text.trim() !== "" && isValidExtraPayment(value)) setExtra(value);
  };

  if (!plan) {
    return result.error ? (
      <p role="alert" className="text-sm text-danger-700">{LOAD_FAILED}</p>
    ) : (
      <p className="text-sm text-muted">Working out your plan…</p>
    );
  }
  if (plan.debts.length === 0) {
    return (
      <Card className="text-center">
        <p className="font-medium text-ink">No debts to pay off</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          You have no credit card or loan balances. Add a card or loan on Accounts and the planner shows how to pay it off
          fastest.
        </p>
        <Link href="/accounts" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
          Go to Accounts
        </Link>
      </Card>
    );
  }

  const best: Strategy = plan.snowball.totalInterest < plan.avalanche.totalInterest ? "snowball" : "avalanche";
  const strategy = chosen ?? best;
  const followed = plan[strategy];
  const minimumsTotal = plan.minimums.monthlyPayment;
  const unknownApr = plan.debts.filter((debt) => debt.apr === null);
  const difference = Math.abs(plan.avalanche.totalInterest - plan.snowball.totalInterest);

  return (
    <div className="grid gap-6">
      <Card as="section" aria-labelledby="extra-heading">
        <h2 id="extra-heading" className="text-lg font-semibold text-ink">
          Extra each month
        </h2>
        <p className="mt-1 text-sm text-muted">
          On top of your minimums ({formatMoney(minimumsTotal)} a month). When a debt is paid off, its minimum goes to the next one.
        </p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-2 text-sm font-medium text-ink">
            Extra payment
            <input
              type="range"
              min={0}
              max={SLIDER_MAX}
              step={SLIDER_STEP}
              value={Math.min(extra, SLIDER_MAX)}
              onChange={(event) => setFromSlider(Number(event.target.value))}
              aria-valuetext={`${formatMoney(extra)} a month`}
              className="h-11 w-full accent-brand-700"
            />
          </label>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium text-ink">
              Amount a month ($)
            </label>
            <input
              id={fieldId}
              type="number"
              inputMode="decimal"
              min={0}
              max={10_000}
              step="any"
              value={extraText}
              onChange={(event) => setFromField(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${fieldId}-error` : undefined}
              className={cn(inputClasses, "w-36")}
            />
          </div>
        </div>
        {fieldError && (
          <p id={`${fieldId}-error`} className="mt-2 text-sm text-danger-700">
            {fieldError}
          </p>
        )}
        <p aria-live="polite" className="mt-4 text-base text-ink" data-testid="payoff-summary">
          {followed.paidOff && followed.debtFreeDate
            ? `With ${formatMoney(plan.extraPayment)} extra a month, the ${strategy} plan makes you debt-free in ${formatPayoffMonth(followed.debtFreeDate)}` +
              (followed.interestSaved !== null ? `, saving ${formatMoney(followed.interestSaved)} in interest.` : ".")
            : `With ${formatMoney(plan.extraPayment)} extra a month, the payments do not keep up with the interest. Try a larger extra payment.`}
        </p>
        {result.fetching && <p className="mt-1 text-xs text-muted">Updating…</p>}
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        {STRATEGIES.map(({ key, title, rule }) => (
          <StrategyCard key={key} schedule={plan[key]} title={title} rule={rule} best={key === best && difference > 0} />
        ))}
      </div>
      <p className="text-sm text-muted">
        {difference > 0
          ? `${best === "avalanche" ? "Avalanche" : "Snowball"} costs ${formatMoney(difference)} less in interest.`
          : "Both plans cost the same interest with these debts."}{" "}
        {plan.minimums.paidOff && plan.minimums.debtFreeDate
          ? `Paying only the minimums, you would be debt-free in ${formatPayoffMonth(plan.minimums.debtFreeDate)} and pay ${formatMoney(plan.minimums.totalInterest)} in interest.`
          : "Paying only the minimums never pays these debts off: the interest grows faster than the payments."}
      </p>

      <Card as="section" aria-labelledby="balance-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="balance-heading" className="text-lg font-semibold text-ink">
            What you owe over time
          </h2>
          <ChartTableToggle asTable={asTable} onToggle={() => setAsTable((value) => !value)} />
        </div>
        <div className="mt-4">
          {asTable ? (
            <table className="w-full text-sm">
              <caption className="sr-only">What is left to pay under each plan, year by year</caption>
              <thead>
                <tr className="border-b border-border text-muted">
                  <th scope="col" className="py-2 text-left font-medium">After</th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">Avalanche</th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">Snowball</th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">Minimums only</th>
                </tr>
              </thead>
              <tbody>
                {yearRows(plan).map((row) => (
                  <tr key={row.month} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 text-left font-normal">{row.month === 0 ? "Today" : formatDuration(row.month)}</th>
                    {[row.avalanche, row.snowball, row.minimums].map((value, index) => (
                      <td key={index} className="py-2 pl-3 text-right tabular-nums">{value === null ? "—" : formatMoney(value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <PayoffChart points={points} />
          )}
        </div>
      </Card>

      <Card as="section" aria-labelledby="debts-heading">
        <h2 id="debts-heading" className="text-lg font-semibold text-ink">
          Your debts
        </h2>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">The cards and loans in the plan</caption>
          <thead>
            <tr className="border-b border-border text-muted">
              <th scope="col" className="py-2 text-left font-medium">Debt</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">Balance</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">APR</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {plan.debts.map((debt) => (
              <tr key={debt.id} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {debt.name}
                  <span className="block text-xs text-muted">{debt.kind === "CREDIT_CARD" ? "Credit card" : "Loan"}</span>
                </th>
                <td className="py-2 pl-3 text-right align-top tabular-nums">{formatMoney(debt.balance)}</td>
                <td className="py-2 pl-3 text-right align-top tabular-nums">{debt.apr === null ? "unknown" : `${debt.apr}%`}</td>
                <td className="py-2 pl-3 text-right align-top tabular-nums">
                  {formatMoney(debt.minimumPayment)}
                  {debt.minimumEstimated && <span className="block text-xs text-muted">estimated</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {unknownApr.length > 0 && (
          <p className="mt-3 text-sm text-warning-700">
            No interest rate is stored for {unknownApr.map((debt) => debt.name).join(", ")}; the plan counts 0 %. Add it on
            Accounts for a truer plan.
          </p>
        )}
        <p className="mt-3 text-xs text-muted">
          An estimated minimum is the month&apos;s interest plus 1 % of the balance, at least $25.
        </p>
      </Card>

      <Card as="section" aria-labelledby="goal-heading">
        <h2 id="goal-heading" className="text-lg font-semibold text-ink">
          Make it a goal
        </h2>
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-ink">Plan to follow</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {STRATEGIES.map(({ key, title }) => (
              <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input type="radio" name="payoff-strategy" value={key} checked={strategy === key} onChange={() => setChosen(key)} className="size-4 accent-brand-700" />
                {title}
              </label>
            ))}
          </div>
        </fieldset>
        <ButtonLink
          className="mt-4"
          href={`/goal/new?kind=PAY_DOWN_DEBT&strategy=${strategy}&extra=${plan.extraPayment}`}
        >
          Make this a goal
        </ButtonLink>
      </Card>
    </div>
  );
}
