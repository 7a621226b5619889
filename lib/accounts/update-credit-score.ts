import { getDb, type Tx } from "@/lib/db";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { CREDIT_SCORE_MESSAGES } from "./account-messages";
import { creditScoreSelect, type CreditScoreRecord } from "./account-records";
import type { UpdateCreditScoreData } from "./account-rules";
import { ownedAccountOrThrow, ownedBy, requireAccountId } from "./owned-account";

/**
 * Changes the name or value of one of the member's credit scores; the score and the overview move with it. Pass `db`
 * to write inside a caller's transaction.
 */
export async function updateCreditScore({
  userId,
  id,
  data,
  db,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateCreditScoreData;
  db?: Tx;
}): Promise<CreditScoreRecord> {
  const scoreId = requireAccountId(id, CREDIT_SCORE_MESSAGES);
  const write = async (tx: Tx) => {
    const { customerId } = ownedAccountOrThrow(
      await tx.creditScore.findFirst({ where: { id: scoreId, ...ownedBy(userId) }, select: { customerId: true } }),
      CREDIT_SCORE_MESSAGES,
    );
    const score = await tx.creditScore.update({
      where: { id: scoreId },
      data: { name: data.name ?? undefined, value: data.value },
      select: creditScoreSelect,
    });
    await recalculateCustomerAttributes({ tx, customerId });
    return score;
  };
  return db ? write(db) : (await getDb()).$transaction(write);
}
