import { getDb, type Db, type Tx } from "@/lib/db";
import type { CategoryKind, Prisma, RecurringCadence } from "@/lib/generated/prisma/client";
import { budgetCategorySelect, type BudgetCategoryRecord } from "./transaction-records";

export interface RecurringSeriesRecord {
  id: string;
  merchantName: string;
  kind: CategoryKind;
  cadence: RecurringCadence;
  /** Typical amount (median), provider sign: positive is money out. */
  averageAmount: Prisma.Decimal;
  lastAmount: Prisma.Decimal;
  lastDate: Date;
  nextDate: Date;
  occurrences: number;
  priceIncreased: boolean;
  budgetCategory: BudgetCategoryRecord | null;
}

/**
 * The member's recurring charges and incomes the member has not dismissed, soonest next date first (ties by
 * merchant): what the Bills group, 'due before payday' and the recurring list read. By the member's customer id, or
 * by the signed-in user's id (the GraphQL query).
 */
export async function listRecurringSeries(
  input: ({ customerId: string } | { userId: string }) & {
    /** Inside a transaction, its client; otherwise the shared one. */
    db?: Db | Tx;
  },
): Promise<RecurringSeriesRecord[]> {
  const client = input.db ?? (await getDb());
  const owner = "customerId" in input ? { customerId: input.customerId } : { customer: { userId: input.userId } };
  return client.recurringSeries.findMany({
    where: { ...owner, dismissedAt: null },
    orderBy: [{ nextDate: "asc" }, { merchantName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      merchantName: true,
      kind: true,
      cadence: true,
      averageAmount: true,
      lastAmount: true,
      lastDate: true,
      nextDate: true,
      occurrences: true,
      priceIncreased: true,
      budgetCategory: { select: budgetCategorySelect },
    },
  });
}
