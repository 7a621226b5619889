import { getDb } from "@/lib/db";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking, WebhookRequest } from "@/lib/integrations/bank-linking/types";
import { logger } from "@/lib/log/logger";
import { enqueueInstitutionSync } from "./enqueue-institution-sync";

/** The provider's webhook body, as far as it matters here (Plaid's field names; the sandbox sends the same). */
type WebhookBody = {
  webhook_type?: unknown;
  webhook_code?: unknown;
  item_id?: unknown;
  error?: { error_code?: unknown; error_message?: unknown } | null;
  consent_expiration_time?: unknown;
};

export type WebhookOutcome = { status: 200 | 400 | 401; action?: "sync" | "error" | "consent" | "ignored" };

/**
 * What the provider's webhook changes, after its signature is verified (an unsigned or forged request changes
 * nothing and answers 401):
 * - TRANSACTIONS SYNC_UPDATES_AVAILABLE, ITEM LOGIN_REPAIRED, ITEM NEW_ACCOUNTS_AVAILABLE: a sync is queued (one per
 *   item however many arrive); only a successful sync clears an item's error;
 * - ITEM ERROR: the item is flagged with the provider's reason (ITEM_LOGIN_REQUIRED: the member must reconnect);
 * - ITEM PENDING_EXPIRATION / PENDING_DISCONNECT: when the member's consent runs out (warned 7 days before).
 * An item that is not (or no longer) here is acknowledged and ignored, as the provider expects.
 */
export async function handleBankLinkingWebhook({
  request,
  bankLinking = getBankLinking(),
}: {
  request: WebhookRequest;
  bankLinking?: BankLinking;
}): Promise<WebhookOutcome> {
  if (!(await bankLinking.verifyWebhook(request))) return { status: 401 };
  let body: WebhookBody;
  try {
    body = JSON.parse(request.body) as WebhookBody;
  } catch {
    return { status: 400 };
  }
  if (typeof body !== "object" || body === null || typeof body.item_id !== "string") return { status: 400 };

  const db = await getDb();
  const item = await db.institutionItem.findUnique({ where: { providerItemId: body.item_id }, select: { id: true } });
  if (!item) return { status: 200, action: "ignored" };
  const event = `${String(body.webhook_type)} ${String(body.webhook_code)}`;
  logger.info({ event, institutionItemId: item.id }, "bank-linking webhook");

  switch (event) {
    case "TRANSACTIONS SYNC_UPDATES_AVAILABLE":
    case "ITEM LOGIN_REPAIRED":
    case "ITEM NEW_ACCOUNTS_AVAILABLE":
      await db.$transaction((tx) => enqueueInstitutionSync(tx, item.id));
      return { status: 200, action: "sync" };
    case "ITEM ERROR": {
      const code = typeof body.error?.error_code === "string" ? body.error.error_code : "PROVIDER_ERROR";
      await db.institutionItem.update({
        where: { id: item.id },
        data: {
          isLatestSyncFailed: true,
          latestSyncErrorKind: code === "ITEM_LOGIN_REQUIRED" ? "ITEM_LOGIN_REQUIRED" : "PROVIDER_ERROR",
          latestSyncError: `The provider reported ${code}.`,
        },
        select: { id: true },
      });
      return { status: 200, action: "error" };
    }
    case "ITEM PENDING_EXPIRATION":
    case "ITEM PENDING_DISCONNECT": {
      const at = typeof body.consent_expiration_time === "string" ? new Date(body.consent_expiration_time) : undefined;
      // PENDING_DISCONNECT carries no date: the provider gives 7 days.
      const expiresAt = at && !Number.isNaN(at.getTime()) ? at : new Date(Date.now() + 7 * 86_400_000);
      await db.institutionItem.update({ where: { id: item.id }, data: { consentExpiresAt: expiresAt }, select: { id: true } });
      return { status: 200, action: "consent" };
    }
    default:
      return { status: 200, action: "ignored" };
  }
}
