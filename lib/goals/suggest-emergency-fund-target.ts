import { getDb } from "@/lib/db";
import { monthlyAmount } from "@/lib/financial-health/load-health-inputs";
import { Prisma } from "@/lib/generated/prisma/client";
import { spendingLinesSql } from "@/lib/transactions/spending-lines-sql";

import { toCents } from "./cents";
import { suggestEmergencyFund, type EmergencyFundSuggestion } from "./emergency-fund-suggestion";
import { findCustomerId } from "./owned-goal";

/**
 * The emergency-fund targets for the member (1, 3 and 6 months of essentials): essential spending (ESSENTIAL
 * categories) of each of the last 3 complete calendar months, summed in SQL; the median of the months that have
 * any. Without such spending, the monthly expenses the member entered (onboarding, accounts).
 */
export async function suggestEmergencyFundTarget({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<EmergencyFundSuggestion> {
  const db = await getDb();
  const customerId = await findCustomerId(db, userId);
  if (!customerId) return suggestEmergencyFund({ monthlyEssentialsCents: [], expensesCents: 0 });
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  const through = new Date(thisMonth.getTime() - 86_400_000);

  const [months, expenses] = await Promise.all([
    db.$queryRaw<Array<{ month: Date; total: Prisma.Decimal }>>(Prisma.sql`
      SELECT date_trunc('month', l.date)::date AS month, SUM(l.amount) AS total
      FROM ${spendingLinesSql({ customerId, from, through })} l
      JOIN "BudgetCategory" c ON c.id = l."budgetCategoryId"
      WHERE l.kind = 'EXPENSE' AND c."categoryType" = 'ESSENTIAL'
      GROUP BY 1`),
    db.expense.findMany({ where: { customerId }, select: { value: true, interval: true } }),
  ]);
  const expensesTotal = expenses.reduce((sum, row) => sum.plus(monthlyAmount(row.value, row.interval)), new Prisma.Decimal(0));
  return suggestEmergencyFund({
    monthlyEssentialsCents: months.map((row) => toCents(new Prisma.Decimal(row.total))!),
    expensesCents: toCents(expensesTotal.toDecimalPlaces(2))!,
  });
}
