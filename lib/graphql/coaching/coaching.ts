import { blockCoachTime, unblockCoachTime } from "@/lib/coaching/block-coach-time";
import { bookCoachingSession } from "@/lib/coaching/book-coaching-session";
import { cancelCoachingSession } from "@/lib/coaching/cancel-coaching-session";
import type { MemberCoachingSession } from "@/lib/coaching/coaching-session-view";
import type { AvailableSlot } from "@/lib/coaching/compute-available-slots";
import { createGoalFromActionItem } from "@/lib/coaching/create-goal-from-action-item";
import { getCoachCalendar, type CoachCalendar, type CoachCalendarSession } from "@/lib/coaching/get-coach-calendar";
import { getMemberCoaching, type MemberCoaching } from "@/lib/coaching/get-member-coaching";
import { listCoachingSlots } from "@/lib/coaching/list-coaching-slots";
import { markCoachingSession } from "@/lib/coaching/mark-coaching-session";
import { rescheduleCoachingSession } from "@/lib/coaching/reschedule-coaching-session";
import { saveCoachingNotes } from "@/lib/coaching/save-coaching-notes";
import { setCoachAvailability } from "@/lib/coaching/set-coach-availability";
import { shareCoachingSummary } from "@/lib/coaching/share-coaching-summary";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// Coaching (issue 14 item 8; names ours): the member books, moves and cancels sessions on /contact; a coach (staff
// with User.isCoach) keeps their calendar, hours, private notes and shared summaries on /coaching/calendar.

const ActionItemType = builder.objectRef<MemberCoachingSession["actionItems"][number]>("CoachingActionItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    text: t.exposeString("text"),
    goalId: t.exposeID("goalId", { nullable: true, description: "The goal the member made of it, if any." }),
  }),
});

const CoachingSessionType = builder.objectRef<MemberCoachingSession>("CoachingSession").implement({
  description: "One of the member's coaching sessions, as the member sees it (never the coach's private notes).",
  fields: (t) => ({
    id: t.exposeID("id"),
    startsAt: t.field({ type: "DateTime", resolve: (session) => session.startsAt }),
    endsAt: t.field({ type: "DateTime", resolve: (session) => session.endsAt }),
    status: t.exposeString("status", { description: "BOOKED, CANCELLED, HELD or NO_SHOW." }),
    format: t.exposeString("format", { description: "PHONE or VIDEO." }),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    meetingUrl: t.exposeString("meetingUrl", { nullable: true }),
    coachName: t.exposeString("coachName"),
    canChange: t.exposeBoolean("canChange", { description: "Reschedule and cancel are open (until 24 hours before)." }),
    summary: t.exposeString("summary", { nullable: true, description: "The coach's shared summary." }),
    actionItems: t.field({ type: [ActionItemType], resolve: (session) => session.actionItems }),
  }),
});

const MemberCoachingType = builder.objectRef<MemberCoaching>("MemberCoaching").implement({
  fields: (t) => ({
    isEligible: t.exposeBoolean("isEligible", { description: "The member's plan includes coaching." }),
    canBook: t.exposeBoolean("canBook"),
    maxUpcomingSessions: t.exposeInt("maxUpcomingSessions"),
    upcoming: t.field({ type: [CoachingSessionType], resolve: (coaching) => coaching.upcoming }),
    past: t.field({ type: [CoachingSessionType], resolve: (coaching) => coaching.past }),
  }),
});

const CoachingSlotType = builder.objectRef<AvailableSlot>("CoachingSlot").implement({
  fields: (t) => ({
    coachUserId: t.exposeID("coachUserId"),
    startsAt: t.field({ type: "DateTime", resolve: (slot) => slot.startsAt }),
    endsAt: t.field({ type: "DateTime", resolve: (slot) => slot.endsAt }),
  }),
});

builder.queryField("memberCoaching", (t) =>
  t.withAuth({ can: "coaching:read" }).field({
    type: MemberCoachingType,
    description: "The member's coaching: whether their plan includes it, and their upcoming and past sessions.",
    resolve: (_root, _args, { viewer }) => getMemberCoaching({ viewer }),
  }),
);

builder.queryField("coachingSlots", (t) =>
  t.withAuth({ can: "coaching:read" }).field({
    type: [CoachingSlotType],
    description: "Free start times for a 30- or 60-minute session, from 24 hours to four weeks ahead.",
    args: {
      durationMinutes: t.arg.int({ required: true }),
      exceptSessionId: t.arg.id({ description: "The member's session being moved: its own time counts as free." }),
    },
    resolve: (_root, args, { viewer }) =>
      listCoachingSlots({ viewer, durationMinutes: args.durationMinutes, exceptSessionId: args.exceptSessionId ? String(args.exceptSessionId) : null }),
  }),
);

type SessionResult = ErrorFields & { session: MemberCoachingSession | null };

const CoachingSessionPayload = payloadType<SessionResult>("CoachingSessionPayload", {
  errorField: true,
  retryAfterSeconds: true,
  fields: (t) => ({ session: t.field({ type: CoachingSessionType, nullable: true, resolve: (payload) => payload.session }) }),
});

const sessionPayload = (call: () => Promise<MemberCoachingSession>) =>
  runPayload<SessionResult>(async () => ({ error: null, session: await call() }), (fields) => ({ ...fields, session: null }));

const BookCoachingSessionInput = builder.inputType("BookCoachingSessionInput", {
  fields: (t) => ({
    coachUserId: t.id({ required: true, description: "From the chosen CoachingSlot." }),
    startsAt: t.field({ type: "DateTime", required: true }),
    durationMinutes: t.int({ required: true, description: "30 or 60." }),
    format: t.string({ required: true, description: "PHONE or VIDEO." }),
    phoneNumber: t.string({ description: "For a phone session; the member's verified number when left out." }),
    timeZone: t.string({ description: "The member's IANA time zone, for the times in their emails." }),
  }),
});

builder.mutationField("bookCoachingSession", (t) =>
  t.withAuth({ can: "coaching:book" }).field({
    type: CoachingSessionPayload,
    description:
      "Books a session at a free slot for a member whose plan includes coaching (at most two upcoming); emails a " +
      "confirmation with a calendar file and queues reminders 24 hours and 1 hour before. Not in coach mode.",
    args: { input: t.arg({ type: BookCoachingSessionInput, required: true }) },
    resolve: (_root, { input }, { viewer }) => sessionPayload(() => bookCoachingSession({ viewer, input, timeZone: input.timeZone })),
  }),
);

builder.mutationField("rescheduleCoachingSession", (t) =>
  t.withAuth({ can: "coaching:book" }).field({
    type: CoachingSessionPayload,
    description: "Moves the member's session to another free slot, until 24 hours before it; the calendar event updates.",
    args: {
      sessionId: t.arg.id({ required: true }),
      coachUserId: t.arg.id({ required: true }),
      startsAt: t.arg({ type: "DateTime", required: true }),
    },
    resolve: (_root, args, { viewer }) =>
      sessionPayload(() =>
        rescheduleCoachingSession({
          viewer,
          input: { sessionId: String(args.sessionId), coachUserId: String(args.coachUserId), startsAt: args.startsAt },
        }),
      ),
  }),
);

builder.mutationField("cancelCoachingSession", (t) =>
  t.withAuth({ can: "coaching:book" }).field({
    type: CoachingSessionPayload,
    description: "Cancels the member's session, until 24 hours before it; the calendar event is cancelled.",
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, { viewer }) => sessionPayload(() => cancelCoachingSession({ viewer, sessionId: String(args.sessionId) })),
  }),
);

type GoalResult = ErrorFields & { goalId: string | null };

const CreateGoalFromActionItemPayload = payloadType<GoalResult>("CreateGoalFromActionItemPayload", {
  errorField: true,
  fields: (t) => ({ goalId: t.exposeID("goalId", { nullable: true }) }),
});

builder.mutationField("createGoalFromActionItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreateGoalFromActionItemPayload,
    description: "Turns an action item of a shared coaching summary into a checklist goal (once).",
    args: { actionItemId: t.arg.id({ required: true }) },
    resolve: (_root, args, { viewer }) =>
      runPayload<GoalResult>(
        async () => ({ error: null, ...(await createGoalFromActionItem({ viewer, actionItemId: String(args.actionItemId) })) }),
        (fields) => ({ ...fields, goalId: null }),
      ),
  }),
);

// The coach's side.

const CoachCalendarSessionType = builder.objectRef<CoachCalendarSession>("CoachCalendarSession").implement({
  description: "A session in the coach's own calendar, with their private notes.",
  fields: (t) => ({
    id: t.exposeID("id"),
    startsAt: t.field({ type: "DateTime", resolve: (session) => session.startsAt }),
    endsAt: t.field({ type: "DateTime", resolve: (session) => session.endsAt }),
    status: t.exposeString("status"),
    format: t.exposeString("format"),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    meetingUrl: t.exposeString("meetingUrl", { nullable: true }),
    memberName: t.exposeString("memberName"),
    memberEmail: t.exposeString("memberEmail"),
    privateNotes: t.exposeString("privateNotes", { description: "The coach's own: never shown to the member or employer." }),
    summary: t.exposeString("summary", { nullable: true }),
    isSummaryShared: t.boolean({ resolve: (session) => session.summarySharedAt !== null }),
    actionItems: t.field({ type: [ActionItemType], resolve: (session) => session.actionItems }),
  }),
});

const WorkingHoursType = builder.objectRef<CoachCalendar["workingHours"][number]>("CoachWorkingHours").implement({
  fields: (t) => ({
    weekday: t.exposeInt("weekday", { description: "1 = Monday ... 7 = Sunday." }),
    startMinute: t.exposeInt("startMinute", { description: "Minutes since midnight in the coach's time zone." }),
    endMinute: t.exposeInt("endMinute"),
  }),
});

const BlockedTimeType = builder.objectRef<CoachCalendar["blockedTimes"][number]>("CoachBlockedTime").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    startsAt: t.field({ type: "DateTime", resolve: (block) => block.startsAt }),
    endsAt: t.field({ type: "DateTime", resolve: (block) => block.endsAt }),
    reason: t.exposeString("reason"),
  }),
});

const CoachCalendarType = builder.objectRef<CoachCalendar>("CoachCalendar").implement({
  fields: (t) => ({
    timeZone: t.exposeString("timeZone", { nullable: true }),
    workingHours: t.field({ type: [WorkingHoursType], resolve: (calendar) => calendar.workingHours }),
    blockedTimes: t.field({ type: [BlockedTimeType], resolve: (calendar) => calendar.blockedTimes }),
    upcoming: t.field({ type: [CoachCalendarSessionType], resolve: (calendar) => calendar.upcoming }),
    past: t.field({ type: [CoachCalendarSessionType], resolve: (calendar) => calendar.past }),
  }),
});

builder.queryField("coachCalendar", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachCalendarType,
    description: "The signed-in coach's own sessions, working hours and blocked times.",
    resolve: (_root, _args, { viewer }) => getCoachCalendar({ viewer }),
  }),
);

type DoneResult = ErrorFields & { ok: boolean };

const CoachingDonePayload = payloadType<DoneResult>("CoachingDonePayload", {
  errorField: true,
  fields: (t) => ({ ok: t.exposeBoolean("ok") }),
});

const done = (call: () => Promise<unknown>) =>
  runPayload<DoneResult>(
    async () => {
      await call();
      return { error: null, ok: true };
    },
    (fields) => ({ ...fields, ok: false }),
  );

const WorkingHoursInput = builder.inputType("CoachWorkingHoursInput", {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
  }),
});

builder.mutationField("setCoachAvailability", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    description: "Replaces the coach's weekly working hours and time zone; booked sessions stay.",
    args: {
      timeZone: t.arg.string({ required: true }),
      workingHours: t.arg({ type: [WorkingHoursInput], required: true }),
    },
    resolve: (_root, args, { viewer }) => done(() => setCoachAvailability({ viewer, input: args })),
  }),
);

builder.mutationField("blockCoachTime", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    description: "Blocks a time so no new session is offered in it.",
    args: {
      startsAt: t.arg({ type: "DateTime", required: true }),
      endsAt: t.arg({ type: "DateTime", required: true }),
      reason: t.arg.string(),
    },
    resolve: (_root, args, { viewer }) => done(() => blockCoachTime({ viewer, input: { ...args, reason: args.reason ?? "" } })),
  }),
);

builder.mutationField("unblockCoachTime", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    args: { blockedTimeId: t.arg.id({ required: true }) },
    resolve: (_root, args, { viewer }) => done(() => unblockCoachTime({ viewer, blockedTimeId: String(args.blockedTimeId) })),
  }),
);

builder.mutationField("markCoachingSession", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    description: "Records that the coach's session took place (HELD) or the member did not come (NO_SHOW).",
    args: { sessionId: t.arg.id({ required: true }), status: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer }) =>
      done(() => markCoachingSession({ viewer, sessionId: String(args.sessionId), status: args.status as "HELD" | "NO_SHOW" })),
  }),
);

builder.mutationField("saveCoachingNotes", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    description: "The coach's private notes on their session (never shown to the member or employer).",
    args: { sessionId: t.arg.id({ required: true }), privateNotes: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer }) =>
      done(() => saveCoachingNotes({ viewer, sessionId: String(args.sessionId), privateNotes: args.privateNotes })),
  }),
);

builder.mutationField("shareCoachingSummary", (t) =>
  t.withAuth({ can: "coaching:coach" }).field({
    type: CoachingDonePayload,
    description: "Shares a summary with action items with the member, shown on their Coaching page.",
    args: {
      sessionId: t.arg.id({ required: true }),
      summary: t.arg.string({ required: true }),
      actionItems: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, { viewer }) =>
      done(() => shareCoachingSummary({ viewer, input: { ...args, sessionId: String(args.sessionId) } })),
  }),
);
