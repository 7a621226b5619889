import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { GOAL_MESSAGES } from "./goal-schema";

/** A step of one of the member's checklist goals; "not found" for a missing id and for another member's alike. */
export async function ownedChecklistItemOrThrow(tx: Db | Tx, userId: string, id: string) {
  const item = id.length > 64
    ? null
    : await tx.goalChecklistItem.findFirst({
        where: { id, financialGoal: { customer: { userId } } },
        select: { id: true, doneAt: true, financialGoalId: true, financialGoal: { select: { customerId: true } } },
      });
  if (!item) throw new AppError(AppErrorCode.NOT_FOUND, GOAL_MESSAGES.checklistItemNotFound, { field: "id" });
  return item;
}
