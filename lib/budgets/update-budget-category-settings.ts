import { BUDGET_MESSAGES } from "@/lib/budgets/budget-schema";
import { defaultRolloverMode } from "@/lib/budgets/rollover";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { BudgetGroup, RolloverMode } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";
import { z } from "zod";

const schema = z.object({
  budgetCategoryId: z.string(BUDGET_MESSAGES.category).min(1, BUDGET_MESSAGES.category).max(64),
  rolloverMode: z.enum(["OFF", "SURPLUS", "SURPLUS_AND_DEFICIT"]).nullable().optional(),
  budgetGroup: z.enum(["BILLS", "FLEXIBLE", "NON_MONTHLY"]).nullable().optional(),
});

export type BudgetCategorySettingsView = { budgetCategoryId: string; rolloverMode: RolloverMode; budgetGroup: BudgetGroup };

/**
 * A member's choices for one category: its rollover and the group its lines show in (a field left out stays as it
 * is). Applies to every period, so a carry recomputes from the stored lines at once.
 */
export async function updateBudgetCategorySettings({ userId, input }: { userId: string; input: unknown }): Promise<BudgetCategorySettingsView> {
  const { budgetCategoryId, rolloverMode, budgetGroup } = parseInput(schema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const category = await tx.budgetCategory.findFirst({
      where: { id: budgetCategoryId, OR: [{ customerId: null }, { customerId }] },
      select: { budgetGroup: true },
    });
    if (!category) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.unknownCategory, { field: "budgetCategoryId" });
    const data = {
      ...(rolloverMode ? { rolloverMode } : {}),
      ...(budgetGroup ? { budgetGroup } : {}),
    };
    const existing = await tx.budgetCategorySetting.findUnique({
      where: { customerId_budgetCategoryId: { customerId, budgetCategoryId } },
      select: { rolloverMode: true, budgetGroup: true },
    });
    const group = budgetGroup ?? existing?.budgetGroup ?? category.budgetGroup;
    const saved = await tx.budgetCategorySetting.upsert({
      where: { customerId_budgetCategoryId: { customerId, budgetCategoryId } },
      // A new row starts from the default for its group, so choosing only a group keeps the expected rollover.
      create: { customerId, budgetCategoryId, rolloverMode: rolloverMode ?? defaultRolloverMode(group), budgetGroup: budgetGroup ?? null },
      update: data,
      select: { rolloverMode: true, budgetGroup: true },
    });
    return { budgetCategoryId, rolloverMode: saved.rolloverMode, budgetGroup: saved.budgetGroup ?? category.budgetGroup };
  });
}
