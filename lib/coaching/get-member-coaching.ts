import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";

import { CHANGE_NOTICE_HOURS, MAX_UPCOMING_SESSIONS } from "./coaching-rules";
import { memberSessionSelect, toMemberSession, type MemberCoachingSession } from "./coaching-session-view";
import { hasCoachingPlan } from "./has-coaching-plan";

export type MemberCoaching = {
  /** The member's plan includes coaching. */
  isEligible: boolean;
  /** Booking is open to them now: eligible, not a coach acting as them, and under the upcoming-session limit. */
  canBook: boolean;
  maxUpcomingSessions: number;
  upcoming: MemberCoachingSession[];
  /** Held, missed and cancelled sessions, newest first (the last 20). */
  past: MemberCoachingSession[];
};

/** /contact for the member (in coach mode, the coached member's, read-only). */
export async function getMemberCoaching({ viewer, now = new Date() }: { viewer: Viewer; now?: Date }): Promise<MemberCoaching> {
  authorize(viewer, "coaching:read");
  const db = await getDb();
  const isEligible = await hasCoachingPlan(db, viewer.userId);
  const [upcomingRows, pastRows] = await Promise.all([
    db.coachingSession.findMany({
      where: { memberUserId: viewer.userId, status: "BOOKED", endsAt: { gt: now } },
      orderBy: { startsAt: "asc" },
      select: memberSessionSelect,
    }),
    db.coachingSession.findMany({
      where: { memberUserId: viewer.userId, OR: [{ status: { not: "BOOKED" } }, { endsAt: { lte: now } }] },
      orderBy: { startsAt: "desc" },
      take: 20,
      select: memberSessionSelect,
    }),
  ]);
  const notice = CHANGE_NOTICE_HOURS * 3600_000;
  const upcoming = upcomingRows.map((row) => toMemberSession(row, now, notice));
  const upcomingCount = upcomingRows.filter((row) => row.startsAt > now).length;
  return {
    isEligible,
    canBook: isEligible && !viewer.isCoachMode && upcomingCount < MAX_UPCOMING_SESSIONS,
    maxUpcomingSessions: MAX_UPCOMING_SESSIONS,
    upcoming,
    past: pastRows.map((row) => toMemberSession(row, now, notice)),
  };
}
