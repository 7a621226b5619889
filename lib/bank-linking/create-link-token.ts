import { AppError, AppErrorCode } from "@/lib/errors";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { LINK_ERROR_MESSAGE } from "./link-messages";

/**
 * A link token for the member's next link flow (001 §4): transactions always, the auth product (account and routing
 * numbers) only when asked for.
 */
export async function createLinkToken({
  userId,
  withAuth = false,
  bankLinking = getBankLinking(),
}: {
  userId: string;
  withAuth?: boolean;
  bankLinking?: BankLinking;
}): Promise<{ token: string; expiresAt: Date }> {
  try {
    const { linkToken, expiresAt } = await bankLinking.createLinkToken({ userId, withAuth });
    return { token: linkToken, expiresAt };
  } catch (error) {
    throw new AppError(AppErrorCode.UNAVAILABLE, LINK_ERROR_MESSAGE, { cause: error });
  }
}
