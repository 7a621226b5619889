import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { getDb } from "@/lib/db";
import { accountDeletionMessage } from "@/lib/emails/your-data";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import {
  DAY_MS,
  DELETION_WINDOW_DAYS,
  MAX_DELETION_REQUESTS,
  RESPONSE_DEADLINE_DAYS,
  YOUR_DATA_MESSAGES,
} from "./data-rights-policy";
import { confirmDeletionIdentity } from "./confirm-deletion-identity";
import { deletionWaitingReason } from "./deletion-waiting-reason";
import { startAccountDeletion } from "./start-account-deletion";

export type AccountDeletionOutcome = { status: "DELETING" } | { status: "WAITING"; waitingReason: string };

/**
 * 'Delete your account', confirmed with the current password (or, without one, an emailed code). At most two requests in twelve months (/ccpa). When
 * nothing stops it, the account is closed at once in one transaction (deactivated, remembered devices forgotten, the
 * confirmation queued to the address before it goes, the deletion job queued) and every session ends. Under a legal
 * hold or with an investing account the request is recorded for staff, answered within 45 days, and nothing closes.
 */
export async function requestAccountDeletion({
  userId,
  currentPassword,
  code,
  ipAddress,
}: {
  userId: string;
  currentPassword: string | null | undefined;
  code?: string | null;
  ipAddress: string | null;
}): Promise<AccountDeletionOutcome> {
  await confirmDeletionIdentity({ userId, currentPassword, code });
  const db = await getDb();
  const now = new Date();
  const outcome = await db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ email: string }>>`
      SELECT "email" FROM "User" WHERE "id" = ${userId} AND "deactivatedAt" IS NULL FOR UPDATE`;
    if (!user) throw new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.deletionPending);
    const recent = await tx.dataRightsRequest.findMany({
      where: { userId, kind: "DELETE", createdAt: { gte: new Date(now.getTime() - DELETION_WINDOW_DAYS * DAY_MS) } },
      select: { status: true },
    });
    if (recent.some((request) => request.status === "PENDING")) {
      throw new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.deletionPending);
    }
    if (recent.length >= MAX_DELETION_REQUESTS) {
      throw new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.tooManyDeletions);
    }
    const waitingReason = await deletionWaitingReason({ tx, userId });
    const dueAt = new Date(now.getTime() + RESPONSE_DEADLINE_DAYS * DAY_MS);
    const request = await tx.dataRightsRequest.create({
      data: { userId, kind: "DELETE", dueAt, waitingReason },
      select: { id: true },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: userId,
      subjectUserId: userId,
      action: "account.deletion-requested",
      metadata: { requestId: request.id, waiting: waitingReason !== null },
      ipAddress,
    });
    await queueEmail(tx, accountDeletionMessage({ to: user.email, dueAt, waitingReason }));
    if (waitingReason) return { status: "WAITING", waitingReason } as const;

    await startAccountDeletion(tx, { userId, requestId: request.id, now });
    return { status: "DELETING" } as const;
  });
  if (outcome.status === "DELETING") await revokeUserSessions({ userId, reason: "deactivated" });
  return outcome;
}
