import { calendarMonthPeriod, type BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import type { Tx } from "@/lib/db";

/**
 * The member's budget period that contains `day` (a month from their start day, or a pay period).
 * (Placeholder: calendar months until the budget work reads BudgetSettings.)
 */
export async function findCurrentBudgetPeriod({ day = new Date() }: { tx: Tx; customerId: string; day?: Date }): Promise<BudgetPeriod> {
  return calendarMonthPeriod(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1)));
}
