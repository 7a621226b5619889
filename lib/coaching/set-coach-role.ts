import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export const COACH_ROLE_MESSAGES = {
  notStaff: "Only Mariner staff can coach members.",
  upcomingSessions: (count: number) =>
    `They have ${count} upcoming coaching ${count === 1 ? "session" : "sessions"}. Cancel or move them first.`,
} as const;

/**
 * Staff make another staff member a coach, or stop them coaching (User.isCoach), from /customers/{id}; audited. A
 * new coach starts with a calendar and no working hours, so members are offered none of their times until the coach
 * sets their hours and time zone on their Coaching Calendar. A coach with sessions still ahead keeps the role until
 * those are cancelled or moved. Setting what is already set changes nothing.
 */
export async function setCoachRole({
  viewer,
  userId,
  isCoach,
  now = new Date(),
}: {
  viewer: Viewer | null;
  userId: string;
  isCoach: boolean;
  now?: Date;
}): Promise<{ isCoach: boolean }> {
  authorize(viewer, "customers:manage");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ isStaff: boolean; isCoach: boolean }>>`
      SELECT "isStaff", "isCoach" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (!user) throw new AppError(AppErrorCode.NOT_FOUND, "No customer with that id was found.");
    if (user.isCoach === isCoach) return { isCoach };
    if (isCoach && !user.isStaff) throw new AppError(AppErrorCode.INVALID_INPUT, COACH_ROLE_MESSAGES.notStaff);
    if (!isCoach) {
      const upcoming = await tx.coachingSession.count({ where: { coachUserId: userId, status: "BOOKED", startsAt: { gt: now } } });
      if (upcoming > 0) throw new AppError(AppErrorCode.INVALID_INPUT, COACH_ROLE_MESSAGES.upcomingSessions(upcoming));
    }
    await tx.user.update({ where: { id: userId }, data: { isCoach } });
    if (isCoach) {
      await tx.coachProfile.upsert({ where: { userId }, create: { userId, timeZone: "UTC" }, update: {} });
    }
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: userId,
      action: isCoach ? "staff.coach-role-given" : "staff.coach-role-removed",
      operation: "setCoachRole",
    });
    return { isCoach };
  });
}
