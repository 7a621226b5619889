import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { periodContaining } from "@/lib/budgets/budget-periods";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import type { Tx } from "@/lib/db";

/** The member's budget period that contains `day` (today by default): a month from their start day, or a pay period. */
export async function findCurrentBudgetPeriod({
  tx,
  customerId,
  day = new Date(),
}: {
  tx: Tx;
  customerId: string;
  day?: Date;
}): Promise<BudgetPeriod> {
  return periodContaining(await readPeriodRule(tx, customerId), day);
}
