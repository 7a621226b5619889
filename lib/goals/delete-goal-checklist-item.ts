import { getDb } from "@/lib/db";

import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedChecklistItemOrThrow } from "./owned-checklist-item";

/** Removes a checklist step; answers with its goal. */
export async function deleteGoalChecklistItem({ userId, id }: { userId: string; id: string }): Promise<GoalView> {
  const db = await getDb();
  const item = await ownedChecklistItemOrThrow(db, userId, id);
  await db.goalChecklistItem.delete({ where: { id: item.id } });
  return readWrittenGoal(item.financialGoal.customerId, item.financialGoalId);
}
