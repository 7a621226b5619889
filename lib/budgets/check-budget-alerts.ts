import { utcDay } from "@/lib/budgets/budget-periods";
import { computeBudgetLines } from "@/lib/budgets/compute-budget-lines";
import { periodContaining } from "@/lib/budgets/budget-periods";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import type { Tx } from "@/lib/db";
import { budgetAlertMessage } from "@/lib/emails/budget-alert";
import { formatMoney } from "@/lib/format/format-money";
import { queueNotificationEmail } from "@/lib/notifications/queue-notification-email";
import { absoluteUrl } from "@/lib/site-url";

/** The notification catalog's entry for these alerts (prisma/seed/reference/notification-catalog.ts). */
export const BUDGET_ALERTS_SUBCATEGORY = "budget-alerts";
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;

/**
 * Records the budget alerts the current period's spending has earned (80 % and 100 % of a line's available money)
 * and emails each new one, inside the caller's transaction (the sync calls this after recalculating spending). The
 * unique key (category, period, threshold) makes each alert happen once however often this runs; when a line passes
 * both thresholds at once, one email (the 100 % one) says so. Answers the alerts it created.
 */
export async function checkBudgetAlerts({
  tx,
  customerId,
  today = new Date(),
}: {
  tx: Tx;
  customerId: string;
  today?: Date;
}): Promise<Array<{ budgetCategoryId: string; threshold: number }>> {
  const rule = await readPeriodRule(tx, customerId);
  const period = periodContaining(rule, utcDay(today));
  const { lines } = await computeBudgetLines(tx, { customerId, rule, period });
  const due = lines.flatMap((line) =>
    line.available.gt(0) ? BUDGET_ALERT_THRESHOLDS.filter((threshold) => line.percent >= threshold).map((threshold) => ({ line, threshold })) : [],
  );
  if (due.length === 0) return [];
  const created = await tx.$queryRaw<Array<{ budgetCategoryId: string; threshold: number }>>`
    INSERT INTO "BudgetAlert" (id, "customerId", "budgetCategoryId", "periodStart", threshold)
    SELECT gen_random_uuid()::text, ${customerId}, a.category, ${period.start}::date, a.threshold
    FROM unnest(${due.map((item) => item.line.budgetCategoryId)}::text[], ${due.map((item) => item.threshold)}::int[]) AS a(category, threshold)
    ON CONFLICT ("customerId", "budgetCategoryId", "periodStart", threshold) DO NOTHING
    RETURNING "budgetCategoryId", threshold`;
  if (created.length === 0) return [];

  const recipient = await tx.customer.findUnique({
    where: { id: customerId },
    select: { user: { select: { id: true, email: true, firstName: true } } },
  });
  const user = recipient?.user;
  if (user?.email) {
    const highest = new Map<string, number>();
    for (const alert of created) highest.set(alert.budgetCategoryId, Math.max(alert.threshold, highest.get(alert.budgetCategoryId) ?? 0));
    for (const [budgetCategoryId, threshold] of highest) {
      const line = lines.find((candidate) => candidate.budgetCategoryId === budgetCategoryId)!;
      // Off, or gathered into the weekly digest (which lists the period's alerts), by the member's preferences.
      await queueNotificationEmail(tx, {
        userId: user.id,
        kind: { subcategorySlug: BUDGET_ALERTS_SUBCATEGORY },
        build: ({ preferencesUrl }) =>
          budgetAlertMessage({
            to: user.email!,
            firstName: user.firstName,
            categoryName: line.budget.budgetCategory.name,
            threshold: threshold === 100 ? 100 : 80,
            spent: formatMoney(line.spent.toNumber()),
            available: formatMoney(line.available.toNumber()),
            link: absoluteUrl(`/budget-category/${encodeURIComponent(budgetCategoryId)}`),
            preferencesLink: preferencesUrl,
          }),
      });
    }
  }
  return created.map((alert) => ({ budgetCategoryId: alert.budgetCategoryId, threshold: Number(alert.threshold) }));
}
