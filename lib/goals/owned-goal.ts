import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { GOAL_MESSAGES } from "./goal-schema";

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, GOAL_MESSAGES.notFound, { field: "id" });

/** The member's Customer id, or null when they have no financial profile yet (and so no goals). */
export async function findCustomerId(db: Db | Tx, userId: string): Promise<string | null> {
  const customer = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  return customer?.id ?? null;
}

const ownedSelect = {
  id: true,
  customerId: true,
  category: true,
  name: true,
  completedAt: true,
  pausedAt: true,
  startingValue: true,
  monthlyProgress: true,
  completableTemplateObjectId: true,
  budgetCategoryId: true,
} as const;

/**
 * The goal an operation names when it is the signed-in member's; "Goal not found." for a missing id and for another
 * member's alike, so an id says nothing about whether it exists.
 */
export async function ownedGoalOrThrow(tx: Db | Tx, userId: string, id: string | null | undefined) {
  if (!id || id.length > 64) throw notFound();
  const goal = await tx.financialGoal.findFirst({ where: { id, customer: { userId } }, select: ownedSelect });
  if (!goal) throw notFound();
  return goal;
}

export type OwnedGoal = Awaited<ReturnType<typeof ownedGoalOrThrow>>;
