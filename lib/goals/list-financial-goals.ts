import { getDb } from "@/lib/db";

import { loadGoals, type GoalView } from "./load-goals";
import { findCustomerId } from "./owned-goal";

/** The member's goals (001 §7 financialGoals): completed ones, open ones, or all when `completed` is not given. */
export async function listFinancialGoals({ userId, completed }: { userId: string; completed?: boolean | null }): Promise<GoalView[]> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  if (!customerId) return [];
  const goals = await loadGoals({ db, customerId });
  // Filtered after loading: a goal that has just completed itself belongs to the completed list.
  if (completed === true) return goals.filter((goal) => goal.completedAt !== null);
  if (completed === false) return goals.filter((goal) => goal.completedAt === null);
  return goals;
}
