import type { Db, Tx } from "@/lib/db";
import { YOUR_DATA_MESSAGES } from "./data-rights-policy";

/**
 * Why a deletion cannot be carried out at once, or null: a legal hold, or an investing account that is not closed
 * (a broker-dealer keeps account records six years, SEC rule 17a-4; the account is closed by staff first).
 */
export async function deletionWaitingReason({ tx, userId }: { tx: Db | Tx; userId: string }): Promise<string | null> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { legalHoldAt: true, _count: { select: { investingAccounts: { where: { state: { not: "CLOSED" } } } } } },
  });
  if (user.legalHoldAt) return YOUR_DATA_MESSAGES.legalHold;
  if (user._count.investingAccounts > 0) return YOUR_DATA_MESSAGES.investingAccounts;
  return null;
}
