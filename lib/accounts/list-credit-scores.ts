import { getDb } from "@/lib/db";

import { creditScoreSelect, listOrder, type CreditScoreRecord } from "./account-records";
import { ownedBy } from "./owned-account";

/** The member's credit scores in their order. */
export async function listCreditScores({ userId }: { userId: string }): Promise<CreditScoreRecord[]> {
  const db = await getDb();
  return db.creditScore.findMany({ where: ownedBy(userId), select: creditScoreSelect, orderBy: listOrder });
}
