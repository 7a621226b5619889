import { getDb } from "@/lib/db";

import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedGoalOrThrow } from "./owned-goal";

/**
 * Opens a completed goal again. It stays open even at its target until its money moves again (the automatic
 * completion looks only at balances that changed after the goal was last saved).
 */
export async function reopenFinancialGoal({ userId, id }: { userId: string; id: string }): Promise<GoalView> {
  const db = await getDb();
  const goal = await ownedGoalOrThrow(db, userId, id);
  await db.financialGoal.update({ where: { id: goal.id }, data: { completedAt: null } });
  return readWrittenGoal(goal.customerId, goal.id);
}
