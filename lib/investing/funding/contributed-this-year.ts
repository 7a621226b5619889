import type { Db, Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** IRA account types whose deposits are contributions against the person's yearly limit. */
export const IRA_ACCOUNT_TYPES = ["TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"] as const;

/**
 * What the member has contributed to all their IRAs for each tax year asked (requested, pending or completed ACH
 * deposits; rollover checks do not count), in cents, summed in SQL.
 */
export async function contributedByTaxYear(db: Db | Tx, userId: string, taxYears: number[]): Promise<Map<number, number>> {
  if (taxYears.length === 0) return new Map();
  const rows = await db.$queryRaw<{ taxYear: number; cents: string }[]>`
    SELECT t."taxYear", (SUM(t.amount) * 100)::bigint::text AS cents
    FROM "InvestingTransfer" t
    JOIN "InvestingAccount" a ON a.id = t."investingAccountId"
    WHERE a."userId" = ${userId}
      AND a."accountType"::text IN (${Prisma.join([...IRA_ACCOUNT_TYPES])})
      AND t.kind = 'ACH_DEPOSIT'
      AND t.state IN ('REQUESTED', 'PENDING', 'COMPLETED')
      AND t."taxYear" IN (${Prisma.join(taxYears)})
    GROUP BY t."taxYear"`;
  return new Map(rows.map((row) => [Number(row.taxYear), Number(row.cents)]));
}
