import { BUDGET_MESSAGES, moveBudgetMoneySchema, TARGET_MAX } from "@/lib/budgets/budget-schema";
import { budgetSelect, type BudgetRecord } from "@/lib/budgets/budget-record";
import { computeBudgetLines } from "@/lib/budgets/compute-budget-lines";
import { periodContaining } from "@/lib/budgets/budget-periods";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { formatMoney } from "@/lib/format/format-money";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

/**
 * Moves part of one line's target to another line of the same period, both in one transaction with the two rows
 * locked (in id order, so two opposite moves cannot deadlock). The source gives at most what it has left (its target
 * plus carry minus spending) and never more than its target. Another member's line answers like a missing one.
 */
export async function moveBudgetMoney({
  userId,
  input,
}: {
  userId: string;
  input: unknown;
}): Promise<{ from: BudgetRecord; to: BudgetRecord }> {
  const { fromBudgetId, toBudgetId, amount: rawAmount } = parseInput(moveBudgetMoneySchema, input);
  if (fromBudgetId === toBudgetId) throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.moveSameLine, { field: "toBudgetId" });
  const amount = toMoneyDecimal(rawAmount);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const locked = await tx.$queryRaw<Array<{ id: string; periodStart: Date; target: string }>>`
      SELECT id, "periodStart", target::text AS target FROM "Budget"
      WHERE id IN (${fromBudgetId}, ${toBudgetId}) AND "customerId" = ${customerId}
      ORDER BY id FOR UPDATE`;
    const from = locked.find((row) => row.id === fromBudgetId);
    const to = locked.find((row) => row.id === toBudgetId);
    if (!from) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.notFound, { field: "fromBudgetId" });
    if (!to) throw new AppError(AppErrorCode.NOT_FOUND, BUDGET_MESSAGES.notFound, { field: "toBudgetId" });
    if (new Date(from.periodStart).getTime() !== new Date(to.periodStart).getTime()) {
      throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.movePeriods, { field: "toBudgetId" });
    }
    const rule = await readPeriodRule(tx, customerId);
    const { lines } = await computeBudgetLines(tx, { customerId, rule, period: periodContaining(rule, new Date(from.periodStart)) });
    const source = lines.find((line) => line.budget.id === fromBudgetId)!;
    const fromTarget = new Prisma.Decimal(from.target);
    const most = Prisma.Decimal.max(0, Prisma.Decimal.min(fromTarget, source.left));
    if (amount.gt(most)) {
      throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.moveTooMuch(formatMoney(most.toNumber())), { field: "amount" });
    }
    const toTarget = new Prisma.Decimal(to.target).plus(amount);
    if (toTarget.gt(TARGET_MAX)) throw new AppError(AppErrorCode.INVALID_INPUT, BUDGET_MESSAGES.targetTooLarge, { field: "amount" });
    const [fromRow, toRow] = await Promise.all([
      tx.budget.update({ where: { id: fromBudgetId }, data: { target: fromTarget.minus(amount) }, select: budgetSelect }),
      tx.budget.update({ where: { id: toBudgetId }, data: { target: toTarget }, select: budgetSelect }),
    ]);
    return { from: fromRow, to: toRow };
  });
}
