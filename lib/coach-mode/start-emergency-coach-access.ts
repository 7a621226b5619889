import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb } from "@/lib/db";
import { emergencyCoachAccessMessage } from "@/lib/emails/coach-access";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { absoluteUrl } from "@/lib/site-url";
import { parseInput } from "@/lib/validation/parse-input";
import { COACH_ACCESS_MINUTES, EMERGENCIES_PER_STAFF_PER_DAY, emergencyCoachAccessSchema } from "./coach-access-policy";
import { findCoachingMember, personName } from "./find-coaching-member";

/**
 * Staff open a member's account without asking first, when something cannot wait (a member locked out on the phone,
 * suspected fraud). The written reason is audited, emailed to the member and shown to them like a consented session;
 * the access is view only and lasts 60 minutes. The coach then starts Coach Mode with coachLogIn as usual.
 */
export async function startEmergencyCoachAccess({
  viewer,
  input,
}: {
  viewer: Viewer | null;
  input: { memberEmail: string; reason: string };
}): Promise<{ grantId: string; endsAt: Date }> {
  authorize(viewer, "coach-access:emergency");
  const { memberEmail, reason } = parseInput(emergencyCoachAccessSchema, input);
  await consumeRateLimit({
    key: `coach-access:emergency:${viewer.actor.id}`,
    limit: EMERGENCIES_PER_STAFF_PER_DAY,
    windowSeconds: 86_400,
  });
  const db = await getDb();
  const member = await findCoachingMember(db, { email: memberEmail, coachUserId: viewer.actor.id });
  const staff = await db.user.findUniqueOrThrow({
    where: { id: viewer.actor.id },
    select: { firstName: true, lastName: true },
  });
  const now = new Date();
  const endsAt = new Date(now.getTime() + COACH_ACCESS_MINUTES * 60_000);
  const grant = await db.$transaction(async (tx) => {
    const created = await tx.coachAccessGrant.create({
      data: {
        coachUserId: viewer.actor.id,
        memberUserId: member.id,
        reason,
        status: "APPROVED",
        isEmergency: true,
        allowEdits: false,
        requestedAt: now,
        decidedAt: now,
        expiresAt: endsAt,
      },
      select: { id: true },
    });
    await queueEmail(
      tx,
      emergencyCoachAccessMessage({
        to: member.email,
        firstName: member.firstName || null,
        staffName: personName(staff, "A staff member"),
        reason,
        link: absoluteUrl("/plan-details"),
        minutes: COACH_ACCESS_MINUTES,
      }),
    );
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: member.id,
      action: "coach-access.emergency",
      operation: "startEmergencyCoachAccess",
      metadata: { grantId: created.id, reason },
    });
    return created;
  });
  return { grantId: grant.id, endsAt };
}
