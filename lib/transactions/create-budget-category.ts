import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { BudgetCategoryType } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

import { requireCustomerId } from "./transaction-messages";
import { budgetCategorySelect, visibleCategoryWhere, type BudgetCategoryRecord } from "./transaction-records";
import { createBudgetCategorySchema } from "./transaction-schemas";

const TYPE_BY_KIND: Record<"EXPENSE" | "INCOME" | "TRANSFER", BudgetCategoryType> = {
  EXPENSE: "DISCRETIONARY",
  INCOME: "INCOME",
  TRANSFER: "SAVINGS",
};
const OWN_CATEGORY_COLOR = "#475569";

/**
 * A member's own category, on its own or under a primary category (whose kind, colour, type and budget group it then
 * takes). Its name must differ from every category the member can already choose, so a list never shows two alike.
 */
export async function createBudgetCategory({ userId, data }: { userId: string; data: unknown }): Promise<BudgetCategoryRecord> {
  const input = parseInput(createBudgetCategorySchema, data);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId, () => new AppError(AppErrorCode.NOT_FOUND, "Finish setting up your profile first."));
    const parent = input.parentId
      ? await tx.budgetCategory.findFirst({
          where: { id: input.parentId, parentId: null, ...visibleCategoryWhere(customerId) },
          select: { id: true, kind: true, color: true, categoryType: true, budgetGroup: true },
        })
      : null;
    if (input.parentId && !parent) {
      throw new AppError(AppErrorCode.INVALID_INPUT, "Choose a main category from the list.", { field: "parentId" });
    }
    const clash = await tx.budgetCategory.count({
      where: { name: { equals: input.name, mode: "insensitive" }, ...visibleCategoryWhere(customerId) },
    });
    if (clash > 0) throw new AppError(AppErrorCode.CONFLICT, `There is already a category called ${input.name}.`, { field: "name" });
    return tx.budgetCategory.create({
      data: {
        customerId,
        name: input.name,
        parentId: parent?.id ?? null,
        kind: parent?.kind ?? input.kind,
        color: parent?.color ?? OWN_CATEGORY_COLOR,
        categoryType: parent?.categoryType ?? TYPE_BY_KIND[input.kind],
        budgetGroup: parent?.budgetGroup ?? "FLEXIBLE",
        sortOrder: 1000,
      },
      select: budgetCategorySelect,
    });
  });
}
