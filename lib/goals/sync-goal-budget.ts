import { findCurrentBudgetPeriod } from "@/lib/budgets/find-current-budget-period";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// A money goal's monthly amount is its budget line in the Goals group for the member's current period (research
// §3c-2; 001 §3 currentBudget). The line's category is the member's own, named after the goal, made once.

const GOAL_CATEGORY = { color: "#16A34A", categoryType: "SAVINGS", kind: "TRANSFER", budgetGroup: "GOALS" } as const;

/** The goal's name, or "Name (2)", "Name (3)", ... when the member already has a category of that name. */
async function freeCategoryName(tx: Tx, customerId: string, name: string): Promise<string> {
  const candidates = [name, ...Array.from({ length: 19 }, (_, index) => `${name} (${index + 2})`)];
  const taken = await tx.budgetCategory.findMany({
    where: { customerId, name: { in: candidates } },
    select: { name: true },
  });
  const names = new Set(taken.map((category) => category.name));
  return candidates.find((candidate) => !names.has(candidate)) ?? `${name} (${Date.now()})`;
}

/** Creates, updates or removes the goal's line for the current period so it matches its monthly amount. */
export async function syncGoalBudget({
  tx,
  customerId,
  goal,
}: {
  tx: Tx;
  customerId: string;
  goal: { id: string; name: string; monthlyProgress: Prisma.Decimal | null; budgetCategoryId: string | null; money: boolean };
}): Promise<void> {
  const period = await findCurrentBudgetPeriod({ tx, customerId });
  const existing = await tx.budget.findFirst({
    where: { customerId, financialGoalId: goal.id, periodStart: period.start },
    select: { id: true },
  });
  if (!goal.money || goal.monthlyProgress === null) {
    if (existing) await tx.budget.delete({ where: { id: existing.id } });
    return;
  }

  let budgetCategoryId = goal.budgetCategoryId;
  if (!budgetCategoryId) {
    const category = await tx.budgetCategory.create({
      data: { customerId, name: await freeCategoryName(tx, customerId, goal.name), ...GOAL_CATEGORY },
      select: { id: true },
    });
    budgetCategoryId = category.id;
    await tx.financialGoal.update({ where: { id: goal.id }, data: { budgetCategoryId } });
  }

  if (existing) {
    await tx.budget.update({ where: { id: existing.id }, data: { target: goal.monthlyProgress } });
    return;
  }
  const monthYear = new Date(Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth(), 1));
  await tx.budget.upsert({
    where: { customerId_budgetCategoryId_periodStart: { customerId, budgetCategoryId, periodStart: period.start } },
    create: {
      customerId,
      budgetCategoryId,
      financialGoalId: goal.id,
      target: goal.monthlyProgress,
      monthYear,
      periodStart: period.start,
      periodEnd: period.end,
    },
    update: { target: goal.monthlyProgress, financialGoalId: goal.id },
  });
}

/** Removes the goal's lines from the current period on (past periods keep theirs, as history). */
export async function removeGoalBudget({ tx, customerId, goalId }: { tx: Tx; customerId: string; goalId: string }): Promise<void> {
  const period = await findCurrentBudgetPeriod({ tx, customerId });
  await tx.budget.deleteMany({ where: { customerId, financialGoalId: goalId, periodStart: { gte: period.start } } });
}
