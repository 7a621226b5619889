"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import type { ResultOf } from "@/lib/graphql/client/graphql";
import { RECALCULATE_USER_ATTRIBUTES } from "./health-operations";
import type { HealthOverviewData } from "./health-types";
import { HealthScoreCard } from "./health-score-card";
import { HistorySection } from "./history-section";
import { OverviewFigures } from "./overview-figures";

const RECALCULATE_FAILED = "We could not update your score. Please try again.";

/** True when the figures were never computed or last computed before today (UTC, the histories' calendar). */
export function isOverviewStale(updatedAt: string | null, now: Date = new Date()): boolean {
  if (!updatedAt) return true;
  return updatedAt.slice(0, 10) < now.toISOString().slice(0, 10);
}

/**
 * The /health page's live part: the stored score and overview from the server render, brought up to date on the
 * first visit of the day (recalculateUserAttributes) or on request, and the history charts.
 */
export function HealthDashboard({ initial }: { initial: HealthOverviewData }) {
  const [overview, setOverview] = useState(initial);
  const [refreshKey, setRefreshKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, recalculateUserAttributes] = useMutation(RECALCULATE_USER_ATTRIBUTES);

  const applyResult = useCallback((result: { data?: ResultOf<typeof RECALCULATE_USER_ATTRIBUTES> }) => {
    const payload = result.data?.recalculateUserAttributes;
    if (!payload || payload.error || payload.hfhs === null || !payload.customer) {
      setError(payload?.error ?? RECALCULATE_FAILED);
      return;
    }
    setError(null);
    setOverview({
      hfhs: payload.hfhs,
      currentOverview: payload.customer.currentOverview,
      overviewUpdatedAt: new Date().toISOString(),
    });
    setRefreshKey((key) => key + 1);
  }, []);

  // Once per mount (React's development double-mount would otherwise send it twice).
  const checkedStaleness = useRef(false);
  useEffect(() => {
    if (checkedStaleness.current) return;
    checkedStaleness.current = true;
    if (isOverviewStale(initial.overviewUpdatedAt)) void recalculateUserAttributes({}).then(applyResult);
  }, [initial.overviewUpdatedAt, recalculateUserAttributes, applyResult]);

  return (
    <div className="grid gap-6">
      {error && (
        <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <HealthScoreCard
          score={overview.hfhs}
          updatedAt={overview.overviewUpdatedAt}
          updating={fetching}
          onRecalculate={() => void recalculateUserAttributes({}).then(applyResult)}
        />
        <OverviewFigures overview={overview.currentOverview} />
      </div>
      <HistorySection refreshKey={refreshKey} />
    </div>
  );
}
