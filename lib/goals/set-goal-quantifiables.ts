import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { applyGoalQuantifiables } from "./apply-goal-quantifiables";
import { loadGoalAccounts } from "./goal-accounts";
import { goalKindOf } from "./goal-kinds";
import { GOAL_MESSAGES, goalQuantifiablesSchema } from "./goal-schema";
import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedGoalOrThrow } from "./owned-goal";

/**
 * Makes the accounts counted towards a goal exactly those given (each optionally with an amount earmarked for it),
 * from the goal's allowableQuantifiables only. A pay-down goal's one account is its debt (updateFinancialGoal
 * changes it), and a checklist has none.
 */
export async function setGoalQuantifiables({ userId, id, quantifiables }: { userId: string; id: string; quantifiables: unknown }): Promise<GoalView> {
  const links = parseInput(goalQuantifiablesSchema, quantifiables);
  const db = await getDb();
  const customerId = await db.$transaction(async (tx) => {
    const goal = await ownedGoalOrThrow(tx, userId, id);
    const kind = goalKindOf(goal.category);
    if (kind === "CHECKLIST" || kind === "PAY_DOWN_DEBT") {
      throw new AppError(AppErrorCode.INVALID_INPUT, kind === "CHECKLIST" ? GOAL_MESSAGES.noMoneyOnChecklist : GOAL_MESSAGES.notAllowedAccount, {
        field: "quantifiables",
      });
    }
    const accounts = await loadGoalAccounts(tx, goal.customerId);
    await applyGoalQuantifiables({ tx, goal, kind, accounts, links });
    return goal.customerId;
  });
  return readWrittenGoal(customerId, id);
}
