import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Tx } from "@/lib/db";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { creditScoreSelect, type CreditScoreRecord } from "./account-records";
import type { CreateCreditScoreData } from "./account-rules";

export const DEFAULT_CREDIT_SCORE_NAME = "Credit Score";

/**
 * Adds a credit score (300 to 850, named 'Credit Score' unless given); the score and the overview's current credit
 * score move with it. Pass `db` to write inside a caller's transaction.
 */
export async function createCreditScore({
  userId,
  data,
  db,
}: {
  userId: string;
  data: CreateCreditScoreData;
  db?: Tx;
}): Promise<CreditScoreRecord> {
  const write = async (tx: Tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const last = await tx.creditScore.aggregate({ where: { customerId }, _max: { sortOrder: true } });
    const score = await tx.creditScore.create({
      data: {
        customerId,
        name: data.name ?? DEFAULT_CREDIT_SCORE_NAME,
        value: data.value,
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: creditScoreSelect,
    });
    await recalculateCustomerAttributes({ tx, customerId });
    return score;
  };
  return db ? write(db) : (await getDb()).$transaction(write);
}
