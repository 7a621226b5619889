// The tabs of /dashboard/{planId} (issue 14), in order. Each is a route of its own under the plan, so a tab can be
// linked, reloaded and guarded like any page. A tab is listed here once its screen exists (as the menus do with
// built-screens.ts).
// `filtered`: the tab shows planInsights' figures and takes the department / location filter (?department=, ?location=).
export type PlanDashboardTab = { segment: string; label: string; filtered?: boolean };

export const PLAN_DASHBOARD_TABS: readonly PlanDashboardTab[] = [
  { segment: "", label: "Overview", filtered: true },
  { segment: "engagement", label: "Engagement", filtered: true },
  { segment: "outcomes", label: "Outcomes", filtered: true },
  { segment: "roster", label: "Roster" },
  { segment: "communications", label: "Communications" },
  { segment: "settings", label: "Settings" },
];

export function planDashboardTabPath(planId: string, tab: PlanDashboardTab): string {
  const base = `/dashboard/${encodeURIComponent(planId)}`;
  return tab.segment ? `${base}/${tab.segment}` : base;
}

/** The search params of a filtered tab that carry over to the other filtered tabs: the filter, nothing else. */
export function insightFilterQuery(searchParams: URLSearchParams | null): string {
  const kept = new URLSearchParams();
  for (const name of ["department", "location"]) {
    const value = searchParams?.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
