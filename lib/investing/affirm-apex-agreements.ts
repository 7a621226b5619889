import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { enqueueInvestingAccountSync } from "./enqueue-investing-account-sync";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { storeClearingAccount } from "./sync-investing-account";

export const AFFIRM_MESSAGES = {
  notCreated: "Your account has not been created yet.",
  notAll: "Please review and confirm every agreement.",
} as const;

/**
 * The member affirms every agreement of a created account (002 §4 'Affirm & Continue', §7 affirmApexAgreements),
 * which submits the application. All of them at once, only after the account exists; affirming again is harmless.
 * The account's new state is read back at once, and a sync is queued for what the review decides later.
 */
export async function affirmApexAgreements({
  viewer,
  accountId,
  agreementIds,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  accountId: string;
  agreementIds: string[];
  ipAddress?: string | null;
}): Promise<void> {
  authorize(viewer, "investing:open");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  if (!account.accountId) throw new AppError(AppErrorCode.CONFLICT, AFFIRM_MESSAGES.notCreated);
  const held = await db.agreement.findMany({ where: { investingAccountId: account.id }, select: { agreementId: true } });
  const sent = new Set(agreementIds);
  if (held.length === 0 || held.some(({ agreementId }) => !sent.has(agreementId)) || sent.size !== held.length) {
    throw new AppError(AppErrorCode.INVALID_INPUT, AFFIRM_MESSAGES.notAll, { field: "agreementIds" });
  }
  const clearingFirm = getClearingFirm();
  try {
    await clearingFirm.affirmAgreements({ accountId: account.accountId, agreementIds: [...sent] });
    const [remote] = await clearingFirm.getAccounts({ accountIds: [account.accountId] });
    await db.$transaction(async (tx) => {
      await tx.agreement.updateMany({
        where: { investingAccountId: account.id, affirmedAt: null },
        data: { state: "AFFIRMED", affirmedAt: new Date() },
      });
      if (remote) await storeClearingAccount(tx, account.id, remote, null);
      await enqueueInvestingAccountSync(tx, account.id);
      await recordAuditEvent({
        db: tx,
        actorUserId: viewer.actor.id,
        subjectUserId: viewer.userId,
        action: "investing.agreements-affirmed",
        metadata: { accountId: account.accountId, agreements: sent.size },
        ipAddress,
      });
    });
  } catch (error) {
    throw await clearingFirmRefusal(error);
  }
}
