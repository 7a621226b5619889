import { institutionItemSelect, type InstitutionItemRecord } from "@/lib/accounts/account-records";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { parseInput } from "@/lib/validation/parse-input";
import { findMemberItem } from "./find-member-item";
import { LINK_ERROR_MESSAGE, syncStillFailingMessage } from "./link-messages";
import { reconnectInstitutionItemSchema } from "./schemas";
import { syncInstitutionItem } from "./sync-institution-item";

/**
 * The end of 'Reconnect' (the provider's update mode): the member signed in to the bank again. The item keeps its
 * accounts and history; the access token the provider answers is kept, and a sync runs at once. Only that sync's
 * success clears the item's error (and the consent warning, which the new sign-in renews); when it still fails the
 * error stays and the answer says so.
 */
export async function reconnectInstitutionItem({
  userId,
  input,
  bankLinking = getBankLinking(),
}: {
  userId: string;
  input: unknown;
  bankLinking?: BankLinking;
}): Promise<{ institutionItem: InstitutionItemRecord; error: string | null }> {
  const { id, publicToken } = parseInput(reconnectInstitutionItemSchema, input, { message: LINK_ERROR_MESSAGE, field: null });
  const item = await findMemberItem({ userId, id });
  let accessToken: string;
  try {
    ({ accessToken } = await bankLinking.completeUpdate({ accessToken: item.accessToken(), publicToken }));
  } catch (error) {
    throw new AppError(AppErrorCode.UNAVAILABLE, LINK_ERROR_MESSAGE, { cause: error });
  }
  const db = await getDb();
  await db.institutionItem.update({
    where: { id: item.id },
    data: { accessTokenEncrypted: encryptSecret(accessToken) },
    select: { id: true },
  });
  const outcome = await syncInstitutionItem({ customerId: item.customerId, institutionItemId: item.id, bankLinking });
  if (!outcome.isLatestSyncFailed) {
    await db.institutionItem.update({ where: { id: item.id }, data: { consentExpiresAt: null }, select: { id: true } });
  }
  const institutionItem = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id }, select: institutionItemSelect });
  return { institutionItem, error: outcome.isLatestSyncFailed ? syncStillFailingMessage(institutionItem) : null };
}
