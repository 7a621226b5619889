"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { PLAN_DASHBOARD_TABS, insightFilterQuery, planDashboardTabPath } from "./plan-dashboard-tabs";

/**
 * The plan dashboard's tabs: links (each tab is a page), the current one marked for screen readers. Scrolls on a
 * phone. The figures' tabs keep the department or location filter chosen on one of them.
 */
export function PlanDashboardTabBar({ planId }: { planId: string }) {
  const pathname = usePathname();
  const filterQuery = insightFilterQuery(useSearchParams());
  return (
    <nav aria-label="Plan dashboard" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {PLAN_DASHBOARD_TABS.map((tab) => {
          const path = planDashboardTabPath(planId, tab);
          const href = tab.filtered ? path + filterQuery : path;
          const current = pathname === path;
          return (
            <li key={tab.label}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
                  current
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-muted hover:border-border hover:text-ink",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
