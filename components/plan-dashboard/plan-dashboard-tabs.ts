// The tabs of /dashboard/{planId} (issue 14), in order. Each is a route of its own under the plan, so a tab can be
// linked, reloaded and guarded like any page. A tab is listed here once its screen exists (as the menus do with
// built-screens.ts).
export type PlanDashboardTab = { segment: string; label: string };

export const PLAN_DASHBOARD_TABS: readonly PlanDashboardTab[] = [
  { segment: "", label: "Overview" },
  { segment: "engagement", label: "Engagement" },
  { segment: "outcomes", label: "Outcomes" },
  { segment: "settings", label: "Settings" },
];

export function planDashboardTabPath(planId: string, tab: PlanDashboardTab): string {
  const base = `/dashboard/${encodeURIComponent(planId)}`;
  return tab.segment ? `${base}/${tab.segment}` : base;
}
