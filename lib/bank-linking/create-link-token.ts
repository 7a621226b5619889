import { AppError, AppErrorCode, isAppError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { findMemberItem } from "./find-member-item";
import { LINK_ERROR_MESSAGE } from "./link-messages";

/** Where the provider sends its webhooks (app/api/bank-linking/webhook). */
export function bankLinkingWebhookUrl(): string {
  return new URL("/api/bank-linking/webhook", getEnv().SITE_URL).toString();
}

/**
 * A link token for the member's next link flow (001 §4): transactions always, the auth product (account and routing
 * numbers) only when asked for. With `institutionItemId` (one of the member's own) the flow opens in the
 * provider's update mode for that item: 'Reconnect'.
 */
export async function createLinkToken({
  userId,
  withAuth = false,
  institutionItemId,
  bankLinking = getBankLinking(),
}: {
  userId: string;
  withAuth?: boolean;
  institutionItemId?: string | null;
  bankLinking?: BankLinking;
}): Promise<{ token: string; expiresAt: Date }> {
  try {
    const accessToken = institutionItemId ? (await findMemberItem({ userId, id: institutionItemId })).accessToken() : undefined;
    const { linkToken, expiresAt } = await bankLinking.createLinkToken({
      userId,
      withAuth,
      accessToken,
      webhookUrl: bankLinkingWebhookUrl(),
    });
    return { token: linkToken, expiresAt };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError(AppErrorCode.UNAVAILABLE, LINK_ERROR_MESSAGE, { cause: error });
  }
}
