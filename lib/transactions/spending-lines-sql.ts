import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The member's money lines between two days (inclusive), as a subquery for spending, budgets, goals and the health
 * score to aggregate in SQL: one line per unsplit transaction and one per part of a split one, with the category that
 * line counts in. Left out: transactions the member excluded and paired transfers (both sides of a transfer between
 * the member's own accounts, or a card payment). Pending lines are in (they count towards a budget until they post).
 *
 * Columns: "transactionId", date, pending, "merchantKey", merchant, "budgetCategoryId", "parentCategoryId",
 * kind (EXPENSE, INCOME or TRANSFER; EXPENSE when the category is missing), amount (provider sign: positive is money
 * out, so spending is SUM(amount) of EXPENSE lines and income is -SUM(amount) of INCOME lines).
 */
export function spendingLinesSql({ customerId, from, through }: { customerId: string; from: Date; through: Date }): Prisma.Sql {
  return Prisma.sql`(
    SELECT t.id AS "transactionId", t.date, t.pending, t."merchantKey", COALESCE(t."merchantName", t.name) AS merchant,
      COALESCE(s."budgetCategoryId", t."budgetCategoryId") AS "budgetCategoryId",
      c."parentId" AS "parentCategoryId",
      COALESCE(c.kind, 'EXPENSE'::"CategoryKind") AS kind,
      COALESCE(s.amount, t.amount) AS amount
    FROM "Transaction" t
    LEFT JOIN "TransactionSplit" s ON s."transactionId" = t.id
    LEFT JOIN "BudgetCategory" c ON c.id = COALESCE(s."budgetCategoryId", t."budgetCategoryId")
    WHERE t."customerId" = ${customerId}
      AND t.date BETWEEN ${from}::date AND ${through}::date
      AND NOT t.excluded
      AND t."transferPartnerId" IS NULL
  )`;
}
