import { getDb } from "@/lib/db";

import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedGoalOrThrow } from "./owned-goal";

/** Marks one of the member's goals complete now (a complete goal keeps the date it was first completed). */
export async function completeFinancialGoal({ userId, id }: { userId: string; id: string }): Promise<GoalView> {
  const db = await getDb();
  const goal = await ownedGoalOrThrow(db, userId, id);
  if (!goal.completedAt) {
    await db.financialGoal.update({ where: { id: goal.id }, data: { completedAt: new Date(), pausedAt: null } });
  }
  return readWrittenGoal(goal.customerId, goal.id);
}
