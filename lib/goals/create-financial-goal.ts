import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { parseInput } from "@/lib/validation/parse-input";

import { applyGoalQuantifiables, checkGoalLinks } from "./apply-goal-quantifiables";
import { loadGoalAccounts } from "./goal-accounts";
import { GOAL_KIND_INFO } from "./goal-kinds";
import { createFinancialGoalSchema, GOAL_MESSAGES } from "./goal-schema";
import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { syncGoalBudget } from "./sync-goal-budget";

const refuse = (message: string, field: string) => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

/**
 * A new goal of a kind (the first creation step may send only the kind: a draft the details step completes). A
 * pay-down goal follows its loan or card (its balance now is the starting value, the target a zero balance); a
 * monthly amount becomes the goal's budget line. Nothing is written when any part is refused.
 */
export async function createFinancialGoal({ userId, input }: { userId: string; input: unknown }): Promise<GoalView> {
  const data = parseInput(createFinancialGoalSchema, input);
  const kind = data.category;
  const info = GOAL_KIND_INFO[kind];
  if (!info.money && (data.endValue != null || data.monthlyProgress != null || (data.quantifiables?.length ?? 0) > 0)) {
    throw refuse(GOAL_MESSAGES.noMoneyOnChecklist, "category");
  }
  const db = await getDb();
  const { customerId, id } = await db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const accounts = await loadGoalAccounts(tx, customerId);
    const debtId = kind === "PAY_DOWN_DEBT" ? (data.completableTemplateObjectId ?? null) : null;
    const [debt] = debtId
      ? checkGoalLinks([{ accountId: debtId }], { kind, accounts, field: "completableTemplateObjectId" })
      : [undefined];
    const last = await tx.financialGoal.aggregate({ where: { customerId }, _max: { sortOrder: true } });

    const goal = await tx.financialGoal.create({
      data: {
        customerId,
        category: kind,
        name: data.name ?? info.defaultName,
        shortDescription: data.shortDescription ?? null,
        longDescription: data.longDescription ?? null,
        targetDate: data.targetDate ?? null,
        endValue: kind === "PAY_DOWN_DEBT" ? toMoneyDecimal(0) : data.endValue == null ? null : toMoneyDecimal(data.endValue),
        monthlyProgress: data.monthlyProgress == null ? null : toMoneyDecimal(data.monthlyProgress),
        // An emergency fund or a retirement pot is the money itself: what is there already counts unless the member says
        // otherwise. Saving for something counts from now on.
        includeExistingBalance: data.includeExistingBalance ?? (kind === "EMERGENCY_FUND" || kind === "RETIREMENT"),
        emergencyFundMonths: kind === "EMERGENCY_FUND" ? (data.emergencyFundMonths ?? null) : null,
        completenessBehavior: info.behavior,
        completableTemplateObjectId: debt?.id ?? null,
        startingValue: debt ? debt.value : null,
        pausedAt: data.paused ? new Date() : null,
        sortOrder: (last._max.sortOrder ?? 0) + 1,
        checklistItems:
          kind === "CHECKLIST" && data.checklistItems
            ? { create: data.checklistItems.map((label, index) => ({ label, sortOrder: index })) }
            : undefined,
      },
      select: { id: true, customerId: true, name: true, startingValue: true, monthlyProgress: true, budgetCategoryId: true },
    });
    // A pay-down goal's one link is its debt.
    const links = kind === "PAY_DOWN_DEBT" ? (debt ? [{ accountId: debt.id }] : undefined) : data.quantifiables;
    if (links) await applyGoalQuantifiables({ tx, goal, kind, accounts, links });
    await syncGoalBudget({ tx, customerId, goal: { ...goal, money: info.money } });
    return { customerId, id: goal.id };
  });
  return readWrittenGoal(customerId, id);
}
