import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";

import { incomeSelect, type IncomeRecord } from "./account-records";
import type { CreateIncomeData } from "./account-rules";
import { INTERVALS } from "./account-types";
import { DEFAULT_INCOME_NAME, deriveIncomeFigures } from "./income-figures";
import { assertIncomeNameFree, withUniqueIncomeName } from "./income-name";

/**
 * Adds an income ('Salary', yearly, unless named; net 70 % of gross unless given). Names are unique per member.
 * Pass `db` to write inside a caller's transaction (onboarding saves its figures in one).
 */
export async function createIncome({
  userId,
  data,
  db,
}: {
  userId: string;
  data: CreateIncomeData;
  db?: Db | Tx;
}): Promise<IncomeRecord> {
  const client = db ?? (await getDb());
  const { id: customerId } = await ensureCustomer(client, userId);
  return insertIncome(client, customerId, data);
}

export async function insertIncome(db: Db | Tx, customerId: string, data: CreateIncomeData): Promise<IncomeRecord> {
  const name = data.name ?? DEFAULT_INCOME_NAME;
  await assertIncomeNameFree(db, customerId, name);
  const last = await db.income.aggregate({ where: { customerId }, _max: { sortOrder: true } });
  return withUniqueIncomeName(() =>
    db.income.create({
      data: {
        customerId,
        name,
        ...deriveIncomeFigures({ gross: data.gross, net: data.net }),
        interval: data.interval ?? INTERVALS.YEARLY,
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: incomeSelect,
    }),
  );
}
