import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { goalKindOf } from "./goal-kinds";
import { checklistItemSchema, GOAL_MESSAGES } from "./goal-schema";
import { readWrittenGoal } from "./get-financial-goal";
import type { GoalView } from "./load-goals";
import { ownedGoalOrThrow } from "./owned-goal";

const MAX_ITEMS = 50;

/** Adds a step at the end of a checklist goal. */
export async function addGoalChecklistItem({ userId, goalId, input }: { userId: string; goalId: string; input: unknown }): Promise<GoalView> {
  const { label } = parseInput(checklistItemSchema, input);
  const db = await getDb();
  const customerId = await db.$transaction(async (tx) => {
    const goal = await ownedGoalOrThrow(tx, userId, goalId);
    if (goalKindOf(goal.category) !== "CHECKLIST") {
      throw new AppError(AppErrorCode.INVALID_INPUT, "Only a checklist goal has steps.", { field: "goalId" });
    }
    const items = await tx.goalChecklistItem.aggregate({ where: { financialGoalId: goal.id }, _count: true, _max: { sortOrder: true } });
    if (items._count >= MAX_ITEMS) throw new AppError(AppErrorCode.INVALID_INPUT, GOAL_MESSAGES.tooManyChecklistItems, { field: "label" });
    await tx.goalChecklistItem.create({ data: { financialGoalId: goal.id, label, sortOrder: (items._max.sortOrder ?? -1) + 1 } });
    return goal.customerId;
  });
  return readWrittenGoal(customerId, goalId);
}
