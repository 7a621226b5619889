import { getDb } from "@/lib/db";

import { ownedGoalOrThrow } from "./owned-goal";
import { removeGoalBudget } from "./sync-goal-budget";

/**
 * Removes one of the member's goals with its links and steps, and its budget lines from the current period on; past
 * periods keep their lines (as history) and the goal's category stays for the transactions filed in it.
 */
export async function deleteFinancialGoal({ userId, id }: { userId: string; id: string }): Promise<string> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const goal = await ownedGoalOrThrow(tx, userId, id);
    await removeGoalBudget({ tx, customerId: goal.customerId, goalId: goal.id });
    await tx.financialGoal.delete({ where: { id: goal.id } });
    return goal.id;
  });
}
