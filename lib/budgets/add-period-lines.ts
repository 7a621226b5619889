import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { monthOf } from "@/lib/budgets/create-budget";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A line to write: its category and target, and (when copied) its goal, order and custom flag. */
export type PeriodLine = Pick<Prisma.BudgetCreateManyInput, "budgetCategoryId" | "target" | "financialGoalId" | "sortOrder" | "isCustom">;

/**
 * Writes these lines into one period of the member's budget, in one statement. A category that already has a line in
 * that period keeps it (so writing the same lines twice creates nothing the second time). Answers how many were created.
 */
export async function addPeriodLines({
  tx,
  customerId,
  period,
  lines,
}: {
  tx: Tx;
  customerId: string;
  period: BudgetPeriod;
  lines: PeriodLine[];
}): Promise<{ created: number }> {
  if (lines.length === 0) return { created: 0 };
  const { count } = await tx.budget.createMany({
    data: lines.map((line) => ({
      ...line,
      customerId,
      monthYear: monthOf(period.start),
      periodStart: period.start,
      periodEnd: period.end,
    })),
    skipDuplicates: true,
  });
  return { created: count };
}
