import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { parseInput } from "@/lib/validation/parse-input";

import { applyGoalQuantifiables, checkGoalLinks } from "./apply-goal-quantifiables";
import { loadGoalAccounts } from "./goal-accounts";
import { GOAL_KIND_INFO, goalKindOf } from "./goal-kinds";
import { GOAL_MESSAGES, updateFinancialGoalSchema } from "./goal-schema";
import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedGoalOrThrow } from "./owned-goal";
import { syncGoalBudget } from "./sync-goal-budget";

const refuse = (message: string, field: string) => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

/**
 * Changes the fields given of one of the member's goals (the details and edit steps), its linked accounts when
 * `quantifiables` is given, and its budget line; all or nothing. `paused` pauses or resumes it. A pay-down goal given
 * another debt starts over from that debt's balance.
 */
export async function updateFinancialGoal({ userId, id, input }: { userId: string; id: string; input: unknown }): Promise<GoalView> {
  const data = parseInput(updateFinancialGoalSchema, input);
  const db = await getDb();
  const customerId = await db.$transaction(async (tx) => {
    const goal = await ownedGoalOrThrow(tx, userId, id);
    const kind = goalKindOf(goal.category);
    const info = GOAL_KIND_INFO[kind];
    if (!info.money && (data.endValue != null || data.monthlyProgress != null || (data.quantifiables?.length ?? 0) > 0)) {
      throw refuse(GOAL_MESSAGES.noMoneyOnChecklist, "endValue");
    }
    const accounts = await loadGoalAccounts(tx, goal.customerId);
    const payDown = kind === "PAY_DOWN_DEBT";
    const newDebtId = payDown && data.completableTemplateObjectId && data.completableTemplateObjectId !== goal.completableTemplateObjectId
      ? data.completableTemplateObjectId
      : null;
    const [debt] = newDebtId ? checkGoalLinks([{ accountId: newDebtId }], { kind, accounts, field: "completableTemplateObjectId" }) : [undefined];

    const updated = await tx.financialGoal.update({
      where: { id: goal.id },
      data: {
        name: data.name,
        shortDescription: data.shortDescription,
        longDescription: data.longDescription,
        targetDate: data.targetDate,
        endValue: payDown || data.endValue === undefined ? undefined : data.endValue === null ? null : toMoneyDecimal(data.endValue),
        monthlyProgress:
          data.monthlyProgress === undefined ? undefined : data.monthlyProgress === null ? null : toMoneyDecimal(data.monthlyProgress),
        includeExistingBalance: data.includeExistingBalance,
        emergencyFundMonths: kind === "EMERGENCY_FUND" ? data.emergencyFundMonths : undefined,
        pausedAt: data.paused === undefined ? undefined : data.paused ? (goal.pausedAt ?? new Date()) : null,
        ...(debt ? { completableTemplateObjectId: debt.id, startingValue: debt.value } : {}),
      },
      select: { id: true, customerId: true, name: true, startingValue: true, monthlyProgress: true, budgetCategoryId: true },
    });
    const links = payDown ? (debt ? [{ accountId: debt.id }] : undefined) : data.quantifiables;
    if (links) await applyGoalQuantifiables({ tx, goal: updated, kind, accounts, links });
    await syncGoalBudget({ tx, customerId: goal.customerId, goal: { ...updated, money: info.money } });
    return goal.customerId;
  });
  return readWrittenGoal(customerId, id);
}
