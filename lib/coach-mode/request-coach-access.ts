import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { coachAccessRequestMessage } from "@/lib/emails/coach-access";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { absoluteUrl } from "@/lib/site-url";
import { parseInput } from "@/lib/validation/parse-input";
import {
  ALREADY_ASKED_MESSAGE,
  COACH_ACCESS_REQUEST_HOURS,
  REQUESTS_PER_COACH_PER_HOUR,
  REQUESTS_PER_MEMBER_PER_DAY,
  requestCoachAccessSchema,
} from "./coach-access-policy";
import { findCoachingMember, personName } from "./find-coaching-member";

/** The emailed link: the request's page, which asks the member to sign in as themselves first. */
export const coachAccessLink = (token: string) => absoluteUrl(`/coach-access/${encodeURIComponent(token)}`);

/**
 * A staff coach asks a member for Coach Mode access with a short reason. The member is asked in the product (a card on
 * their signed-in pages) and by email, with a single-use link; the request lapses after a day.
 */
export async function requestCoachAccess({
  viewer,
  input,
}: {
  viewer: Viewer | null;
  input: { memberEmail: string; reason: string };
}): Promise<{ requestId: string; expiresAt: Date }> {
  authorize(viewer, "coach-access:request");
  const { memberEmail, reason } = parseInput(requestCoachAccessSchema, input);
  await consumeRateLimit({
    key: `coach-access:coach:${viewer.actor.id}`,
    limit: REQUESTS_PER_COACH_PER_HOUR,
    windowSeconds: 3600,
  });
  const db = await getDb();
  const member = await findCoachingMember(db, { email: memberEmail, coachUserId: viewer.actor.id });
  const now = new Date();
  const waiting = await db.coachAccessGrant.findFirst({
    where: { coachUserId: viewer.actor.id, memberUserId: member.id, status: "REQUESTED", expiresAt: { gt: now } },
    select: { id: true },
  });
  if (waiting) throw new AppError(AppErrorCode.CONFLICT, ALREADY_ASKED_MESSAGE);
  await consumeRateLimit({
    key: `coach-access:member:${member.id}`,
    limit: REQUESTS_PER_MEMBER_PER_DAY,
    windowSeconds: 86_400,
  });

  const coach = await db.user.findUniqueOrThrow({
    where: { id: viewer.actor.id },
    select: { firstName: true, lastName: true },
  });
  const token = createToken();
  const expiresAt = new Date(now.getTime() + COACH_ACCESS_REQUEST_HOURS * 3_600_000);
  const grant = await db.$transaction(async (tx) => {
    const created = await tx.coachAccessGrant.create({
      data: {
        coachUserId: viewer.actor.id,
        memberUserId: member.id,
        reason,
        status: "REQUESTED",
        requestedAt: now,
        expiresAt,
        tokenHash: hashToken(token),
      },
      select: { id: true },
    });
    await queueEmail(
      tx,
      coachAccessRequestMessage({
        to: member.email,
        firstName: member.firstName || null,
        coachName: personName(coach),
        reason,
        link: coachAccessLink(token),
        validHours: COACH_ACCESS_REQUEST_HOURS,
      }),
    );
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: member.id,
      action: "coach-access.requested",
      operation: "requestCoachAccess",
      metadata: { grantId: created.id },
    });
    return created;
  });
  return { requestId: grant.id, expiresAt };
}
