import { getDb } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse-input";

import { updateChecklistItemSchema } from "./goal-schema";
import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedChecklistItemOrThrow } from "./owned-checklist-item";

/** Renames a checklist step or ticks it (done) or unticks it; answers with its goal. */
export async function updateGoalChecklistItem({ userId, id, input }: { userId: string; id: string; input: unknown }): Promise<GoalView> {
  const { label, done } = parseInput(updateChecklistItemSchema, input);
  const db = await getDb();
  const item = await ownedChecklistItemOrThrow(db, userId, id);
  await db.goalChecklistItem.update({
    where: { id: item.id },
    data: { label, doneAt: done === undefined ? undefined : done ? (item.doneAt ?? new Date()) : null },
  });
  return readWrittenGoal(item.financialGoal.customerId, item.financialGoalId);
}
