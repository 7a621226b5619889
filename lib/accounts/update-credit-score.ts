import { getDb, type Db, type Tx } from "@/lib/db";

import { CREDIT_SCORE_MESSAGES } from "./account-messages";
import { creditScoreSelect, type CreditScoreRecord } from "./account-records";
import type { UpdateCreditScoreData } from "./account-rules";
import { ownedAccountOrThrow, ownedBy, requireAccountId } from "./owned-account";

/** Changes the name or value of one of the member's credit scores. Pass `db` to write inside a transaction. */
export async function updateCreditScore({
  userId,
  id,
  data,
  db,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateCreditScoreData;
  db?: Db | Tx;
}): Promise<CreditScoreRecord> {
  const scoreId = requireAccountId(id, CREDIT_SCORE_MESSAGES);
  const client = db ?? (await getDb());
  ownedAccountOrThrow(
    await client.creditScore.findFirst({ where: { id: scoreId, ...ownedBy(userId) }, select: { customerId: true } }),
    CREDIT_SCORE_MESSAGES,
  );
  return client.creditScore.update({
    where: { id: scoreId },
    data: { name: data.name ?? undefined, value: data.value },
    select: creditScoreSelect,
  });
}
