import { sendCoachingReminder } from "@/lib/coaching/send-coaching-reminder";
import { endHrConnectionAtProvider } from "@/lib/hr-sync/disconnect-plan-hr-system";
import { enqueueHrSyncs } from "@/lib/hr-sync/enqueue-hr-syncs";
import { syncPlanRosterFromHr } from "@/lib/hr-sync/sync-plan-roster-from-hr";
import { syncQueuedInstitutionItem } from "@/lib/bank-linking/sync-institution-item";
import { forwardIdentityDocuments } from "@/lib/identity-verification/forward-identity-documents";
import { runDailySnapshot } from "@/lib/histories/run-daily-snapshot";
import { forwardAccountDocument } from "@/lib/investing/forward-account-document";
import { rebalanceInvestingAccount } from "@/lib/investing/rebalance-investing-account";
import { sendDeliveryPreferences } from "@/lib/investing/send-delivery-preferences";
import { syncInterestedParties } from "@/lib/investing/sync-interested-parties";
import { runRecurringDeposits } from "@/lib/investing/funding/run-recurring-deposits";
import { submitInvestingDeposit } from "@/lib/investing/funding/submit-investing-deposit";
import { enqueueWaitingInvestingAccountSyncs, syncInvestingAccount } from "@/lib/investing/sync-investing-account";
import { sendWeeklyDigests } from "@/lib/notifications/send-weekly-digests";
import { sendDuePlanInvitations } from "@/lib/plan-invitations/send-due-plan-invitations";
import { applyRosterImport } from "@/lib/roster/apply-roster-changes";
import { deliverMessage } from "@/lib/outgoing-messages/deliver-message";
import { sweepStuckMessages } from "@/lib/outgoing-messages/sweep-stuck-messages";
import { buildDataExport } from "@/lib/your-data/build-data-export";
import { deleteAccountData } from "@/lib/your-data/delete-account-data";

import { deleteExpiredRows } from "./cleanup/delete-expired-rows";
import type { QueueName } from "./queues";

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

/** What each queue of lib/jobs/queues.ts runs; a thrown error fails the job (retried with backoff, then dead). */
const HANDLERS: Record<QueueName, JobHandler> = {
  "deliver-message": (data) => deliverMessage({ messageId: String(data.messageId) }),
  "sweep-stuck-messages": () => sweepStuckMessages(),
  "delete-expired-rows": () => deleteExpiredRows(),
  "daily-snapshot": () => runDailySnapshot(),
  "send-weekly-digests": () => sendWeeklyDigests(),
  // A provider failure is recorded on the item (shown on /accounts), not retried: the next webhook or day tries again.
  "sync-institution-item": (data) => syncQueuedInstitutionItem({ institutionItemId: String(data.institutionItemId) }),
  "build-data-export": (data) => buildDataExport({ requestId: String(data.requestId) }),
  "delete-account-data": (data) => deleteAccountData({ requestId: String(data.requestId) }),
  "send-coaching-reminder": (data) =>
    sendCoachingReminder({
      sessionId: String(data.sessionId),
      sequence: Number(data.sequence),
      kind: data.kind === "reminder-1h" ? "reminder-1h" : "reminder-24h",
    }),
  "apply-roster-import": (data) => applyRosterImport({ rosterImportId: String(data.rosterImportId) }),
  "send-plan-invitations": (data) => sendDuePlanInvitations(typeof data.planId === "string" ? { planId: data.planId } : {}),
  "sync-hr-directory": (data) => syncPlanRosterFromHr({ planId: String(data.planId), refresh: data.refresh === true }),
  "sync-all-hr-directories": () => enqueueHrSyncs(),
  "disconnect-hr-connection": (data) =>
    endHrConnectionAtProvider({
      provider: String(data.provider),
      connectionId: String(data.connectionId),
      accessTokenEncrypted: String(data.accessTokenEncrypted),
    }),
  "sync-investing-account": (data) => syncInvestingAccount({ investingAccountId: String(data.investingAccountId) }),
  "sync-waiting-investing-accounts": () => enqueueWaitingInvestingAccountSyncs(),
  "forward-identity-documents": (data) =>
    forwardIdentityDocuments({
      identityInvestigationId: String(data.identityInvestigationId),
      documentIds: Array.isArray(data.documentIds) ? data.documentIds.map(String) : [],
    }),
  "send-delivery-preferences": (data) => sendDeliveryPreferences({ investingPartyId: String(data.investingPartyId) }),
  "forward-account-document": (data) => forwardAccountDocument({ documentId: String(data.documentId) }),
  "sync-interested-parties": (data) => syncInterestedParties({ investingAccountId: String(data.investingAccountId) }),
  "submit-investing-deposit": (data) => submitInvestingDeposit({ transferId: String(data.transferId) }),
  "run-recurring-deposits": (data) =>
    runRecurringDeposits(typeof data.recurringDepositId === "string" ? { recurringDepositId: data.recurringDepositId } : {}),
  "rebalance-investing-account": (data) => rebalanceInvestingAccount({ investingAccountId: String(data.investingAccountId) }),
};

export function jobHandler(name: QueueName): JobHandler {
  return HANDLERS[name];
}
