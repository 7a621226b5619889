import type { Prisma } from "@/lib/generated/prisma/client";

/** What the member sees of a session: never the coach's private notes. */
export const memberSessionSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  status: true,
  format: true,
  phoneNumber: true,
  meetingUrl: true,
  summary: true,
  summarySharedAt: true,
  coach: { select: { firstName: true, lastName: true } },
  actionItems: { orderBy: { sortOrder: "asc" }, select: { id: true, text: true, goalId: true } },
} as const satisfies Prisma.CoachingSessionSelect;

export type MemberSessionRow = Prisma.CoachingSessionGetPayload<{ select: typeof memberSessionSelect }>;

export type MemberCoachingSession = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: "BOOKED" | "CANCELLED" | "HELD" | "NO_SHOW";
  format: "PHONE" | "VIDEO";
  phoneNumber: string | null;
  meetingUrl: string | null;
  coachName: string;
  /** False within 24 hours of the start (contact the coach instead) or once it is no longer booked. */
  canChange: boolean;
  summary: string | null;
  actionItems: { id: string; text: string; goalId: string | null }[];
};

export function toMemberSession(row: MemberSessionRow, now: Date, changeNoticeMs: number): MemberCoachingSession {
  const shared = row.summarySharedAt !== null;
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    format: row.format,
    phoneNumber: row.phoneNumber,
    meetingUrl: row.meetingUrl,
    coachName: `${row.coach.firstName} ${row.coach.lastName}`.trim() || "Your coach",
    canChange: row.status === "BOOKED" && row.startsAt.getTime() - now.getTime() >= changeNoticeMs,
    summary: shared ? row.summary : null,
    actionItems: shared ? row.actionItems : [],
  };
}
