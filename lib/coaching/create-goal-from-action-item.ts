import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { createFinancialGoal } from "@/lib/goals/create-financial-goal";

const NOT_FOUND = "Action item not found.";
const CLAIMING = "creating";

/**
 * Turns an action item from a shared coaching summary into a checklist goal of the member's (lib/goals), once: a
 * second click returns the same goal.
 */
export async function createGoalFromActionItem({
  viewer,
  actionItemId,
}: {
  viewer: Viewer;
  actionItemId: string;
}): Promise<{ goalId: string }> {
  authorize(viewer, "own-data:write");
  const db = await getDb();
  const item = await db.coachingActionItem.findFirst({
    where: { id: actionItemId, session: { memberUserId: viewer.userId, summarySharedAt: { not: null } } },
    select: { id: true, text: true, goalId: true },
  });
  if (!item) throw new AppError(AppErrorCode.NOT_FOUND, NOT_FOUND, { field: "actionItemId" });
  if (item.goalId && item.goalId !== CLAIMING) return { goalId: item.goalId };
  // Claim the item first, so two clicks at once make one goal.
  const claimed = await db.coachingActionItem.updateMany({ where: { id: item.id, goalId: null }, data: { goalId: CLAIMING } });
  if (claimed.count === 0) throw new AppError(AppErrorCode.CONFLICT, "This action item is already becoming a goal.", { field: "actionItemId" });
  try {
    const name = item.text.length > 100 ? `${item.text.slice(0, 99)}…` : item.text;
    const goal = await createFinancialGoal({
      userId: viewer.userId,
      input: { category: "CHECKLIST", name, longDescription: `From a coaching session: ${item.text}`.slice(0, 2000), checklistItems: [item.text] },
    });
    await db.coachingActionItem.update({ where: { id: item.id }, data: { goalId: goal.id }, select: { id: true } });
    return { goalId: goal.id };
  } catch (error) {
    await db.coachingActionItem.update({ where: { id: item.id }, data: { goalId: null }, select: { id: true } });
    throw error;
  }
}
