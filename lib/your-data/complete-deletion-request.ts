import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { accountDeletionMessage } from "@/lib/emails/your-data";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { STAFF_DATA_RIGHTS_MESSAGES, YOUR_DATA_MESSAGES } from "./data-rights-policy";
import { deletionWaitingReason } from "./deletion-waiting-reason";
import { startAccountDeletion } from "./start-account-deletion";

const STAFF_REASON: Record<string, string> = {
  [YOUR_DATA_MESSAGES.legalHold]: STAFF_DATA_RIGHTS_MESSAGES.stillOnLegalHold,
  [YOUR_DATA_MESSAGES.investingAccounts]: STAFF_DATA_RIGHTS_MESSAGES.stillHasInvestingAccount,
};

/**
 * Staff carry out a deletion request that waited for them, once its reason is gone (the legal hold lifted, every
 * investing account closed): the same steps as a deletion the member starts with nothing in the way (the account
 * closed, the `delete-account-data` job queued, every session ended), the member emailed, the act audited. A request
 * already being carried out, or one still blocked, is refused with why.
 */
export async function completeDeletionRequest({
  viewer,
  requestId,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  requestId: string;
  ipAddress?: string | null;
}): Promise<{ requestId: string }> {
  authorize(viewer, "customers:manage");
  const db = await getDb();
  const now = new Date();
  const userId = await db.$transaction(async (tx) => {
    const [request] = await tx.$queryRaw<Array<{ userId: string; dueAt: Date }>>`
      SELECT "userId", "dueAt" FROM "DataRightsRequest"
      WHERE "id" = ${requestId} AND "kind" = 'DELETE' AND "status" = 'PENDING' AND "waitingReason" IS NOT NULL
      FOR UPDATE`;
    if (!request) throw new AppError(AppErrorCode.NOT_FOUND, STAFF_DATA_RIGHTS_MESSAGES.requestNotFound);
    const [user] = await tx.$queryRaw<Array<{ email: string; deactivatedAt: Date | null }>>`
      SELECT "email", "deactivatedAt" FROM "User" WHERE "id" = ${request.userId} FOR UPDATE`;
    if (!user) throw new AppError(AppErrorCode.NOT_FOUND, STAFF_DATA_RIGHTS_MESSAGES.requestNotFound);
    const blocked = await deletionWaitingReason({ tx, userId: request.userId });
    if (blocked) throw new AppError(AppErrorCode.INVALID_INPUT, STAFF_REASON[blocked] ?? blocked);

    await tx.dataRightsRequest.update({ where: { id: requestId }, data: { waitingReason: null }, select: { id: true } });
    await startAccountDeletion(tx, { userId: request.userId, requestId, now });
    await queueEmail(tx, accountDeletionMessage({ to: user.email, dueAt: request.dueAt, waitingReason: null }));
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: request.userId,
      action: "customer.deletion-completed-by-staff",
      operation: "completeDeletionRequest",
      metadata: { requestId },
      ipAddress,
    });
    return request.userId;
  });
  await revokeUserSessions({ userId, reason: "deactivated" });
  return { requestId };
}
