import { getDb } from "@/lib/db";

import { loadGoals, type GoalView } from "./load-goals";
import { findCustomerId } from "./owned-goal";

/** One of the member's goals; null for a missing id and for another member's alike. */
export async function getFinancialGoal({ userId, id }: { userId: string; id: string }): Promise<GoalView | null> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  if (!customerId || id.length > 64) return null;
  const [goal] = await loadGoals({ db, customerId, goalId: id });
  return goal ?? null;
}

/** The goal just written, as the operations answer with it. */
export async function readWrittenGoal(customerId: string, id: string): Promise<GoalView> {
  const db = await getDb();
  const [goal] = await loadGoals({ db, customerId, goalId: id });
  if (!goal) throw new Error(`goal ${id} vanished after it was written`);
  return goal;
}
