import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";

import { creditScoreSelect, type CreditScoreRecord } from "./account-records";
import type { CreateCreditScoreData } from "./account-rules";

export const DEFAULT_CREDIT_SCORE_NAME = "Credit Score";

/** Adds a credit score (300 to 850, named 'Credit Score' unless given). Pass `db` to write inside a transaction. */
export async function createCreditScore({
  userId,
  data,
  db,
}: {
  userId: string;
  data: CreateCreditScoreData;
  db?: Db | Tx;
}): Promise<CreditScoreRecord> {
  const client = db ?? (await getDb());
  const { id: customerId } = await ensureCustomer(client, userId);
  const last = await client.creditScore.aggregate({ where: { customerId }, _max: { sortOrder: true } });
  return client.creditScore.create({
    data: {
      customerId,
      name: data.name ?? DEFAULT_CREDIT_SCORE_NAME,
      value: data.value,
      sortOrder: (last._max.sortOrder ?? -1) + 1,
    },
    select: creditScoreSelect,
  });
}
