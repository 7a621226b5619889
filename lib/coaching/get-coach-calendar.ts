import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const coachSessionSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  status: true,
  format: true,
  phoneNumber: true,
  meetingUrl: true,
  privateNotes: true,
  summary: true,
  summarySharedAt: true,
  member: { select: { firstName: true, lastName: true, email: true } },
  actionItems: { orderBy: { sortOrder: "asc" }, select: { id: true, text: true, goalId: true } },
} as const satisfies Prisma.CoachingSessionSelect;

type CoachSessionRow = Prisma.CoachingSessionGetPayload<{ select: typeof coachSessionSelect }>;

export type CoachCalendarSession = Omit<CoachSessionRow, "member"> & { memberName: string; memberEmail: string };

export type CoachCalendar = {
  timeZone: string | null;
  workingHours: { weekday: number; startMinute: number; endMinute: number }[];
  blockedTimes: { id: string; startsAt: Date; endsAt: Date; reason: string }[];
  upcoming: CoachCalendarSession[];
  /** The last 50 sessions that have started or were cancelled, newest first. */
  past: CoachCalendarSession[];
};

/** The signed-in coach's own calendar: their sessions (with their private notes), hours and blocked times. */
export async function getCoachCalendar({ viewer, now = new Date() }: { viewer: Viewer; now?: Date }): Promise<CoachCalendar> {
  authorize(viewer, "coaching:coach");
  const db = await getDb();
  const coachUserId = viewer.actor.id;
  const [profile, upcoming, past] = await Promise.all([
    db.coachProfile.findUnique({
      where: { userId: coachUserId },
      select: {
        timeZone: true,
        workingHours: { orderBy: [{ weekday: "asc" }, { startMinute: "asc" }], select: { weekday: true, startMinute: true, endMinute: true } },
        blockedTimes: {
          where: { endsAt: { gt: now } },
          orderBy: { startsAt: "asc" },
          select: { id: true, startsAt: true, endsAt: true, reason: true },
        },
      },
    }),
    db.coachingSession.findMany({
      where: { coachUserId, status: "BOOKED", startsAt: { gt: now } },
      orderBy: { startsAt: "asc" },
      select: coachSessionSelect,
    }),
    db.coachingSession.findMany({
      where: { coachUserId, OR: [{ startsAt: { lte: now } }, { status: { not: "BOOKED" } }] },
      orderBy: { startsAt: "desc" },
      take: 50,
      select: coachSessionSelect,
    }),
  ]);
  const toView = ({ member, ...session }: CoachSessionRow): CoachCalendarSession => ({
    ...session,
    memberName: `${member.firstName} ${member.lastName}`.trim() || member.email,
    memberEmail: member.email,
  });
  return {
    timeZone: profile?.timeZone ?? null,
    workingHours: profile?.workingHours ?? [],
    blockedTimes: profile?.blockedTimes ?? [],
    upcoming: upcoming.map(toView),
    past: past.map(toView),
  };
}
