import { getDb } from "@/lib/db";

import { incomeSelect, listOrder, type IncomeRecord } from "./account-records";
import { ownedBy } from "./owned-account";

/** The member's incomes in their order. */
export async function listIncomes({ userId }: { userId: string }): Promise<IncomeRecord[]> {
  const db = await getDb();
  return db.income.findMany({ where: ownedBy(userId), select: incomeSelect, orderBy: listOrder });
}
