import type { Prisma } from "@/lib/generated/prisma/client";
import { budgetCategorySelect } from "@/lib/transactions/transaction-records";

/** What every budget operation answers with (spec 000 §3 Budget). */
export const budgetSelect = {
  id: true,
  target: true,
  monthYear: true,
  sortOrder: true,
  isCustom: true,
  budgetCategory: { select: budgetCategorySelect },
  financialGoal: { select: { id: true, name: true, category: true } },
} as const;

export type BudgetRecord = Prisma.BudgetGetPayload<{ select: typeof budgetSelect }>;
