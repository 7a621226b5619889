import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { COACH_ACCESS_MINUTES, REQUEST_EXPIRED_MESSAGE, REQUEST_NOT_FOUND_MESSAGE } from "./coach-access-policy";
import { coachAccessSelect, toCoachAccessView, type CoachAccessView } from "./coach-access-view";

export type CoachAccessAnswer = {
  /** The request, by id (the card in the product) or by the emailed link's token. */
  requestId?: string | null;
  token?: string | null;
  approve: boolean;
  /** Only with approve: the coach may make changes. Otherwise Coach Mode is view only. */
  allowEdits?: boolean | null;
};

/**
 * The member approves or declines a coach's request, their own only and never in coach mode. Approval starts the
 * 60 minutes; the emailed link stops working once the request is answered either way. Answering the same way again
 * (a retried request) changes nothing and succeeds.
 */
export async function answerCoachAccessRequest({
  viewer,
  answer,
}: {
  viewer: Viewer | null;
  answer: CoachAccessAnswer;
}): Promise<CoachAccessView> {
  authorize(viewer, "coach-access:answer");
  const where = answer.requestId
    ? { id: answer.requestId }
    : answer.token
      ? { tokenHash: hashToken(answer.token) }
      : null;
  if (!where) throw new AppError(AppErrorCode.INVALID_INPUT, REQUEST_NOT_FOUND_MESSAGE);
  const db = await getDb();
  const grant = await db.coachAccessGrant.findUnique({
    where,
    select: { ...coachAccessSelect, memberUserId: true, coachUserId: true },
  });
  if (!grant || grant.memberUserId !== viewer.userId || grant.isEmergency) {
    throw new AppError(AppErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);
  }
  const now = new Date();
  const decided = answer.approve ? "APPROVED" : "DECLINED";
  if (grant.status === decided && grant.expiresAt > now) return toCoachAccessView(grant, now);
  if (grant.status !== "REQUESTED") throw new AppError(AppErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);
  if (grant.expiresAt <= now) {
    await db.coachAccessGrant.updateMany({
      where: { id: grant.id, status: "REQUESTED" },
      data: { status: "EXPIRED", tokenHash: null },
    });
    throw new AppError(AppErrorCode.NOT_FOUND, REQUEST_EXPIRED_MESSAGE);
  }

  const allowEdits = answer.approve && answer.allowEdits === true;
  const updated = await db.$transaction(async (tx) => {
    // Conditional on the status, so two answers at once cannot both win.
    const { count } = await tx.coachAccessGrant.updateMany({
      where: { id: grant.id, status: "REQUESTED" },
      data: {
        status: decided,
        allowEdits,
        decidedAt: now,
        tokenHash: null,
        ...(answer.approve ? { expiresAt: new Date(now.getTime() + COACH_ACCESS_MINUTES * 60_000) } : {}),
      },
    });
    if (count !== 1) throw new AppError(AppErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: answer.approve ? "coach-access.approved" : "coach-access.declined",
      operation: "answerCoachAccessRequest",
      metadata: { grantId: grant.id, allowEdits, coachUserId: grant.coachUserId },
    });
    return tx.coachAccessGrant.findUniqueOrThrow({ where: { id: grant.id }, select: coachAccessSelect });
  });
  return toCoachAccessView(updated, now);
}
