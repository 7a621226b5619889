"use client";

import Link from "next/link";
import { useQuery } from "urql";
import { Button } from "@/components/ui/button";
import { BUDGET_ALERTS, BUDGET_TYPENAMES, DISMISS_BUDGET_ALERT } from "./budget-operations";
import { useBudgetWrite } from "./use-budget-write";

const QUERY_CONTEXT = { additionalTypenames: BUDGET_TYPENAMES };

/** The in-app budget alerts (80 % and 100 % of a line), each dismissable. */
export function BudgetAlerts() {
  const [{ data }] = useQuery({ query: BUDGET_ALERTS, context: QUERY_CONTEXT });
  const dismiss = useBudgetWrite(DISMISS_BUDGET_ALERT, "dismissBudgetAlert");
  const alerts = data?.budgetAlerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Budget alerts" className="mt-6">
      <ul className="grid gap-2">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            className={
              alert.threshold >= 100
                ? "flex flex-wrap items-center justify-between gap-2 rounded-md bg-danger-50 px-4 py-3 text-sm text-danger-700"
                : "flex flex-wrap items-center justify-between gap-2 rounded-md bg-warning-50 px-4 py-3 text-sm text-warning-700"
            }
          >
            <span>
              <strong>{alert.threshold >= 100 ? "Over budget: " : "Close to limit: "}</strong>
              <Link href={`/budget-category/${encodeURIComponent(alert.budgetCategory.id)}`} className="underline underline-offset-4">
                {alert.message}
              </Link>
            </span>
            <Button variant="ghost" size="sm" onClick={() => void dismiss.run({ id: alert.id })} aria-label={`Dismiss: ${alert.message}`}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
