import type { Db, Tx } from "@/lib/db";

import type { CoachSchedule } from "./compute-available-slots";

/**
 * Coaches' working hours with what already fills their time between `from` and `to` (blocked times and booked
 * sessions). `exceptSessionId` leaves out the session being moved, so it can move to an overlapping time.
 */
export async function loadCoachSchedules(
  db: Db | Tx,
  { coachUserIds, from, to, exceptSessionId }: { coachUserIds?: string[]; from: Date; to: Date; exceptSessionId?: string },
): Promise<CoachSchedule[]> {
  const profiles = await db.coachProfile.findMany({
    where: { user: { isCoach: true, isStaff: true, deactivatedAt: null }, ...(coachUserIds ? { userId: { in: coachUserIds } } : {}) },
    orderBy: { userId: "asc" },
    select: {
      userId: true,
      timeZone: true,
      workingHours: { select: { weekday: true, startMinute: true, endMinute: true } },
      blockedTimes: { where: { startsAt: { lt: to }, endsAt: { gt: from } }, select: { startsAt: true, endsAt: true } },
    },
  });
  if (profiles.length === 0) return [];
  const booked = await db.coachingSession.findMany({
    where: {
      coachUserId: { in: profiles.map((profile) => profile.userId) },
      status: "BOOKED",
      startsAt: { lt: to },
      endsAt: { gt: from },
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    select: { coachUserId: true, startsAt: true, endsAt: true },
  });
  return profiles.map((profile) => ({
    coachUserId: profile.userId,
    timeZone: profile.timeZone,
    workingHours: profile.workingHours,
    busy: [...profile.blockedTimes, ...booked.filter((session) => session.coachUserId === profile.userId)],
  }));
}
