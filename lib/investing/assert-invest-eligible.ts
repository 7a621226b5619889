import type { Viewer } from "@/lib/authz/viewer";
import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { isInvestEligibleEmail } from "@/lib/users/is-invest-eligible-email";

export const NOT_INVEST_ELIGIBLE_MESSAGE = "Investing is not available for your account yet.";

/**
 * The Invest menu's rule (001 §6) enforced where accounts are opened, not only in the menu: an eligible email, or a
 * member who already holds an account.
 */
export async function assertInvestEligible(db: Db | Tx, viewer: Viewer): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { email: true, _count: { select: { investingAccounts: true } } },
  });
  if (isInvestEligibleEmail(user.email) || user._count.investingAccounts > 0) return;
  throw new AppError(AppErrorCode.FORBIDDEN, NOT_INVEST_ELIGIBLE_MESSAGE);
}
