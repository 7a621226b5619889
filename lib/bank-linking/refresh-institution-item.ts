import { institutionItemSelect, type InstitutionItemRecord } from "@/lib/accounts/account-records";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode, isAppError } from "@/lib/errors";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { findMemberItem } from "./find-member-item";
import { syncStillFailingMessage } from "./link-messages";
import { syncInstitutionItem } from "./sync-institution-item";

/** 'Refresh now' works once per institution in this window: the provider's data rarely changes faster. */
export const REFRESH_WINDOW_SECONDS = 5 * 60;

export function refreshTooSoonMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `This bank was just updated. You can refresh it again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * 'Refresh now' on /accounts: syncs one of the member's institutions at once (the member sees the result), at most
 * once per item every 5 minutes. A sync the provider refuses is recorded on the item as any failed sync is (nothing
 * else changes) and answers what is wrong; the item comes back either way so the page shows its state.
 */
export async function refreshInstitutionItem({
  userId,
  id,
  bankLinking = getBankLinking(),
}: {
  userId: string;
  id: string;
  bankLinking?: BankLinking;
}): Promise<{ institutionItem: InstitutionItemRecord; error: string | null }> {
  const item = await findMemberItem({ userId, id });
  try {
    await consumeRateLimit({ key: `refresh-institution-item:${item.id}`, limit: 1, windowSeconds: REFRESH_WINDOW_SECONDS });
  } catch (error) {
    if (isAppError(error) && error.code === AppErrorCode.RATE_LIMITED) {
      const retryAfterSeconds = error.retryAfterSeconds ?? REFRESH_WINDOW_SECONDS;
      throw new AppError(AppErrorCode.RATE_LIMITED, refreshTooSoonMessage(retryAfterSeconds), { retryAfterSeconds });
    }
    throw error;
  }
  const outcome = await syncInstitutionItem({
    customerId: item.customerId,
    institutionItemId: item.id,
    bankLinking,
    askBankFirst: true,
  });
  const db = await getDb();
  const institutionItem = await db.institutionItem.findUniqueOrThrow({ where: { id: item.id }, select: institutionItemSelect });
  return { institutionItem, error: outcome.isLatestSyncFailed ? syncStillFailingMessage(institutionItem) : null };
}
