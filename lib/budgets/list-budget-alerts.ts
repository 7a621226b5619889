import { BUDGET_MESSAGES } from "@/lib/budgets/budget-schema";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export type BudgetAlertRecord = {
  id: string;
  threshold: number;
  periodStart: Date;
  createdAt: Date;
  readAt: Date | null;
  budgetCategory: { id: string; name: string };
};

const alertSelect = {
  id: true,
  threshold: true,
  periodStart: true,
  createdAt: true,
  readAt: true,
  budgetCategory: { select: { id: true, name: true } },
} as const;

/** What an alert says in the app: the words carry the state (not only a colour). */
export function budgetAlertText(alert: Pick<BudgetAlertRecord, "threshold" | "budgetCategory">): string {
  return alert.threshold >= 100
    ? `${alert.budgetCategory.name} is over budget for this period.`
    : `${alert.budgetCategory.name} has used 80% of its budget for this period.`;
}

/** The member's budget alerts not yet dismissed, newest first (at most 20). */
export async function listBudgetAlerts({ userId }: { userId: string }): Promise<BudgetAlertRecord[]> {
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  return db.budgetAlert.findMany({
    where: { customerId, readAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 20,
    select: alertSelect,
  });
}

/** Dismisses one of the member's alerts (readAt). Another member's alert answers like a missing one. */
export async function dismissBudgetAlert({ userId, id, now = new Date() }: { userId: string; id: string; now?: Date }): Promise<BudgetAlertRecord> {
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  const { count } = await db.budgetAlert.updateMany({ where: { id, customerId, readAt: null }, data: { readAt: now } });
  const alert = await db.budgetAlert.findFirst({ where: { id, customerId }, select: alertSelect });
  if (count === 0 && !alert) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.alertNotFound, { field: "id" });
  return alert!;
}
