import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export const ACCOUNT_NOT_FOUND_MESSAGE = "Investing account not found.";

/**
 * One of the member's own investing accounts by the id the API hands out: the clearing firm's account id once it
 * has one, ours before. Anyone else's account is "not found", the same answer as an id that does not exist.
 */
export async function findOwnInvestingAccount(db: Db | Tx, userId: string, accountId: string) {
  const account = await db.investingAccount.findFirst({
    where: { userId, OR: [{ accountId }, { id: accountId }] },
    select: { id: true, accountId: true, accountType: true, state: true, isRollover: true },
  });
  if (!account) throw new AppError(AppErrorCode.NOT_FOUND, ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}
