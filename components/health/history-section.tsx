"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { formatMoney } from "@/lib/format/format-money";
import { formatFullDate, formatMonthYear } from "./format-history-date";
import {
  DAILY_HISTORIES_BY_MONTH,
  MONTHLY_HISTORIES,
  type DailyHistoriesData,
  type HistoryEntry,
  type MonthlyHistoriesData,
} from "./health-operations";
import { HISTORY_SERIES, type HistorySeriesKey } from "./health-types";
import { HistoryTable } from "./history-table";
import { SegmentedChoice } from "./segmented-choice";

const HistoryChart = dynamic(() => import("./history-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-canvas" />,
});

type Period = "monthly" | "daily";

const PERIODS = [
  { value: "monthly", label: "Monthly" },
  { value: "daily", label: "Daily" },
] as const;

const SERIES_OPTIONS = HISTORY_SERIES.map(({ key, label }) => ({ value: key, label }));

function monthlyEntries(data: MonthlyHistoriesData | undefined, series: HistorySeriesKey): HistoryEntry[] {
  if (!data) return [];
  return {
    netWorth: data.monthlyNetWorthHistories,
    assetWorth: data.monthlyAssetWorthHistories,
    liability: data.monthlyLiabilityHistories,
  }[series];
}

function dailyEntries(data: DailyHistoriesData | undefined, series: HistorySeriesKey): HistoryEntry[] {
  if (!data) return [];
  return {
    netWorth: data.dailyNetWorthHistoriesByMonth,
    assetWorth: data.dailyAssetWorthHistoriesByMonth,
    liability: data.dailyLiabilityHistoriesByMonth,
  }[series];
}

/** Months (YYYY-MM) that have any history, newest first: the months the daily view offers. */
function monthsWithHistory(data: MonthlyHistoriesData | undefined): string[] {
  if (!data) return [];
  const months = new Set(
    [...data.monthlyNetWorthHistories, ...data.monthlyAssetWorthHistories, ...data.monthlyLiabilityHistories].map(
      (entry) => entry.date.slice(0, 7),
    ),
  );
  return [...months].sort().reverse();
}

function describe(entries: HistoryEntry[], label: string, period: Period): string {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return "";
  const when = (entry: HistoryEntry) =>
    period === "monthly" ? `in ${formatMonthYear(entry.date)}` : `on ${formatFullDate(entry.date)}`;
  return `${label} went from ${formatMoney(first.value)} ${when(first)} to ${formatMoney(last.value)} ${when(last)}.`;
}

/**
 * Net worth, asset and liability history (000 §7 history queries): monthly for the last year, or every recorded day
 * of a chosen month. `refreshKey` changes after a recalculation, which records today's point.
 */
export function HistorySection({ refreshKey = 0 }: { refreshKey?: number }) {
  const [series, setSeries] = useState<HistorySeriesKey>("netWorth");
  const [period, setPeriod] = useState<Period>("monthly");
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);

  const [monthly, refetchMonthly] = useQuery({ query: MONTHLY_HISTORIES });
  const months = useMemo(() => monthsWithHistory(monthly.data), [monthly.data]);
  const month = chosenMonth ?? months[0] ?? null;
  const dailyPaused = period !== "daily" || month === null;
  const [daily, refetchDaily] = useQuery({
    query: DAILY_HISTORIES_BY_MONTH,
    variables: { date: `${month ?? "1970-01"}-01` },
    pause: dailyPaused,
  });

  useEffect(() => {
    if (refreshKey === 0) return;
    refetchMonthly({ requestPolicy: "network-only" });
    if (!dailyPaused) refetchDaily({ requestPolicy: "network-only" });
    // Only a new recalculation refetches; switching views uses the cache.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const label = HISTORY_SERIES.find((entry) => entry.key === series)?.label ?? "";
  const entries = period === "monthly" ? monthlyEntries(monthly.data, series) : dailyEntries(daily.data, series);
  const active = period === "monthly" ? monthly : daily;
  const caption =
    period === "monthly" ? `${label} by month` : `${label} by day, ${month ? formatMonthYear(`${month}-01`) : ""}`;

  const figuresTable = (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the figures as a table</summary>
      <HistoryTable entries={entries} caption={caption} period={period} />
    </details>
  );
  let body: React.ReactNode;
  if (monthly.fetching && !monthly.data) {
    body = <p className="py-16 text-center text-sm text-muted">Loading your history…</p>;
  } else if (monthly.error && !monthly.data) {
    body = <p className="py-16 text-center text-sm text-danger-700">We could not load your history. Please try reloading the page.</p>;
  } else if (months.length === 0) {
    body = (
      <div className="py-12 text-center">
        <p className="font-medium text-ink">No history yet</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          Once you add an account, your net worth, assets and liabilities are recorded every day and show up here.
        </p>
        <Link href="/accounts" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
          Add an account
        </Link>
      </div>
    );
  } else if (active.fetching && !active.data) {
    body = <p className="py-16 text-center text-sm text-muted">Loading…</p>;
  } else if (active.error && !active.data) {
    body = <p className="py-16 text-center text-sm text-danger-700">We could not load this month. Please try again.</p>;
  } else if (entries.length === 0) {
    body = (
      <p className="py-16 text-center text-sm text-muted">
        {period === "daily" && month
          ? `Nothing was recorded for ${label.toLowerCase()} in ${formatMonthYear(`${month}-01`)}.`
          : `Nothing was recorded for ${label.toLowerCase()} yet.`}
      </p>
    );
  } else if (entries.length === 1) {
    // One recorded value has no line to draw: a chart would be a lone dot under an axis of one repeated figure.
    const [only] = entries as [HistoryEntry];
    body = (
      <div>
        <p className="flex flex-col gap-1">
          <span className="text-sm text-muted">{label} on {formatFullDate(only.date)}:</span>{" "}
          <span className="text-3xl font-semibold tabular-nums text-ink">{formatMoney(only.value)}</span>
        </p>
        <p className="mt-2 text-sm text-muted">
          {period === "monthly"
            ? "The chart appears once a second month is recorded."
            : "The chart appears once a second day of this month is recorded."}
        </p>
        {figuresTable}
      </div>
    );
  } else {
    body = (
      <figure>
        <figcaption className="mb-3 text-sm text-muted">{describe(entries, label, period)}</figcaption>
        <HistoryChart entries={entries} period={period} />
        {figuresTable}
      </figure>
    );
  }

  return (
    <Card as="section" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        History
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SegmentedChoice legend="Show" name="history-series" options={SERIES_OPTIONS} value={series} onChange={setSeries} />
        <SegmentedChoice legend="Period" name="history-period" options={PERIODS} value={period} onChange={setPeriod} />
        {period === "daily" && months.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Month
            <Select value={month ?? ""} onChange={(event) => setChosenMonth(event.target.value)}>
              {months.map((value) => (
                <option key={value} value={value}>
                  {formatMonthYear(`${value}-01`)}
                </option>
              ))}
            </Select>
          </label>
        )}
      </div>
      <div className="mt-6">{body}</div>
    </Card>
  );
}
