import { bookCoachingSession } from "@/lib/coaching/book-coaching-session";
import { COACHING_MESSAGES } from "@/lib/coaching/coaching-rules";
import { sendCoachingReminder } from "@/lib/coaching/send-coaching-reminder";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getDb } from "@/lib/db";
import { collectPersonalData } from "@/lib/your-data/collect-personal-data";
import { createCoach, createEmployerPlan, createMemberWithProfile, createStaffUser, PRICING_PLAN_IDS, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { jobRows } from "@/tests/helpers/jobs";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Coaching (issue 14 item 8): booking, moving and cancelling on /contact, the coach's calendar, notes and summaries,
// and who may do what: the member, another member, the coach, another coach, staff in coach mode, signed out.
useTestDatabase();

const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }));
const HOUR = 3600_000;

/** A start on the hour, `days` days from now (UTC), far enough ahead to be bookable and changeable. */
function slotIn(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * 24 * HOUR);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

const SESSION_FIELDS = "id startsAt endsAt status format phoneNumber meetingUrl coachName canChange summary actionItems { id text goalId }";
const MEMBER_COACHING = `query { memberCoaching { isEligible canBook maxUpcomingSessions upcoming { ${SESSION_FIELDS} } past { ${SESSION_FIELDS} } } }`;
const SLOTS = "query($d: Int!, $except: ID) { coachingSlots(durationMinutes: $d, exceptSessionId: $except) { coachUserId startsAt endsAt } }";
const BOOK = `mutation($input: BookCoachingSessionInput!) { bookCoachingSession(input: $input) { error errorField session { ${SESSION_FIELDS} } } }`;
const RESCHEDULE = `mutation($id: ID!, $coach: ID!, $at: DateTime!) { rescheduleCoachingSession(sessionId: $id, coachUserId: $coach, startsAt: $at) { error errorField session { ${SESSION_FIELDS} } } }`;
const CANCEL = `mutation($id: ID!) { cancelCoachingSession(sessionId: $id) { error errorField session { ${SESSION_FIELDS} } } }`;
const CALENDAR =
  "query { coachCalendar { timeZone workingHours { weekday startMinute endMinute } blockedTimes { id reason } upcoming { id memberEmail privateNotes status } past { id status summary isSummaryShared } } }";
const NOTES = "mutation($id: ID!, $notes: String!) { saveCoachingNotes(sessionId: $id, privateNotes: $notes) { ok error } }";
const MARK = "mutation($id: ID!, $status: String!) { markCoachingSession(sessionId: $id, status: $status) { ok error } }";
const SHARE = "mutation($id: ID!, $summary: String!, $items: [String!]!) { shareCoachingSummary(sessionId: $id, summary: $summary, actionItems: $items) { ok error } }";
const GOAL = "mutation($id: ID!) { createGoalFromActionItem(actionItemId: $id) { goalId error } }";
const AVAILABILITY =
  "mutation($tz: String!, $hours: [CoachWorkingHoursInput!]!) { setCoachAvailability(timeZone: $tz, workingHours: $hours) { ok error errorField } }";
const BLOCK = "mutation($from: DateTime!, $to: DateTime!) { blockCoachTime(startsAt: $from, endsAt: $to, reason: \"Training\") { ok error } }";

type Session = {
  id: string;
  startsAt: string;
  status: string;
  format: string;
  phoneNumber: string | null;
  meetingUrl: string | null;
  canChange: boolean;
  summary: string | null;
  actionItems: { id: string; text: string; goalId: string | null }[];
};
type SessionPayload = { error: string | null; errorField: string | null; session: Session | null };

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie });
  return { data: body.data ? (Object.values(body.data)[0] as T) : null, errors: body.errors };
}

async function call<T>(query: string, variables: Record<string, unknown>, cookie: string): Promise<T> {
  const { data, errors } = await graphql<T>(query, variables, cookie);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!;
}

async function member({ pricingPlanId = PRICING_PLAN_IDS.coaching as string, phone = false } = {}) {
  const db = await getDb();
  const plan = await createEmployerPlan(db, { pricingPlanId });
  const email = uniqueEmail("coached");
  const { user } = await createMemberWithProfile(db, {
    user: { email, firstName: "Casey", ...(phone ? { phoneNumber: "+15125550100", phoneNumberVerifiedAt: new Date() } : {}) },
    employerPlan: { id: plan.id, workEmail: email },
  });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

async function coach(workingHours = ALL_DAY) {
  const db = await getDb();
  const user = await createCoach(db, { user: { email: uniqueEmail("coach") }, timeZone: "UTC", workingHours });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

function bookInput(coachUserId: string, startsAt: string, extra: Record<string, unknown> = {}) {
  return { input: { coachUserId, startsAt, durationMinutes: 30, format: "VIDEO", timeZone: "America/New_York", ...extra } };
}

function icsOf(message: { attachments: { filename: string; content: string }[] | null }): string {
  const file = message.attachments?.find((attachment) => attachment.filename.endsWith(".ics"));
  if (!file) throw new Error("no .ics attached");
  return file.content.replace(/\r\n /g, "");
}

describe("a member of a coaching plan", () => {
  test("books a video session, gets a confirmation with a calendar file, moves it and cancels it: the same event throughout", async () => {
    const { user, cookie } = await member();
    const { user: coachUser } = await coach();
    const startsAt = slotIn(3);

    const before = await call<{ isEligible: boolean; canBook: boolean }>(MEMBER_COACHING, {}, cookie);
    expect(before).toMatchObject({ isEligible: true, canBook: true });
    const slots = await call<{ coachUserId: string; startsAt: string }[]>(SLOTS, { d: 30 }, cookie);
    expect(slots.some((slot) => slot.startsAt === startsAt)).toBe(true);
    expect(slots.every((slot) => new Date(slot.startsAt).getTime() >= Date.now() + 24 * HOUR - 60_000)).toBe(true);

    const booked = await call<SessionPayload>(BOOK, bookInput(coachUser.id, startsAt), cookie);
    expect(booked.error).toBeNull();
    expect(booked.session).toMatchObject({ startsAt, status: "BOOKED", format: "VIDEO", canChange: true, coachName: "Jamie Rivera" });
    expect(booked.session!.meetingUrl).toMatch(/^https:\/\/meet\.example\.com\/coaching\/[\w-]{16}$/);

    const [confirmation] = await outboxMessages({ to: user.email });
    expect(confirmation!.subject).toBe("Your coaching session is booked");
    expect(confirmation!.text).toContain("(America/New_York)");
    const ics = icsOf(confirmation!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("SEQUENCE:0");
    const uid = /UID:(.+)/.exec(ics)![1]!.trim();
    expect(uid).toContain(booked.session!.id);
    expect(ics).toContain(`DTSTART:${startsAt.replace(/[-:]/g, "").replace(".000", "")}`);

    const newStart = slotIn(4);
    const moved = await call<SessionPayload>(RESCHEDULE, { id: booked.session!.id, coach: coachUser.id, at: newStart }, cookie);
    expect(moved.error).toBeNull();
    expect(moved.session).toMatchObject({ id: booked.session!.id, startsAt: newStart, status: "BOOKED" });
    const [movedEmail] = await outboxMessages({ to: user.email });
    expect(movedEmail!.subject).toBe("Your coaching session has moved");
    expect(icsOf(movedEmail!)).toContain(`UID:${uid}`);
    expect(icsOf(movedEmail!)).toContain("SEQUENCE:1");

    const cancelled = await call<SessionPayload>(CANCEL, { id: booked.session!.id }, cookie);
    expect(cancelled.session).toMatchObject({ status: "CANCELLED", canChange: false });
    const [cancelEmail] = await outboxMessages({ to: user.email });
    expect(cancelEmail!.subject).toBe("Your coaching session is cancelled");
    expect(icsOf(cancelEmail!)).toMatch(/METHOD:CANCEL[\s\S]*UID:.*[\s\S]*SEQUENCE:2[\s\S]*STATUS:CANCELLED/);
    expect(icsOf(cancelEmail!)).toContain(`UID:${uid}`);

    const after = await call<{ upcoming: Session[]; past: Session[] }>(MEMBER_COACHING, {}, cookie);
    expect(after.upcoming).toEqual([]);
    expect(after.past.map((session) => session.status)).toEqual(["CANCELLED"]);
  });

  test("a phone session uses the number typed, or the member's verified number, and needs one", async () => {
    const { user: coachUser } = await coach();
    const withoutPhone = await member();
    const refused = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(5), { format: "PHONE" }), withoutPhone.cookie);
    expect(refused).toMatchObject({ error: COACHING_MESSAGES.phoneRequired, errorField: "phoneNumber", session: null });
    const typed = await call<SessionPayload>(
      BOOK,
      bookInput(coachUser.id, slotIn(5), { format: "PHONE", phoneNumber: "(512) 555-0199" }),
      withoutPhone.cookie,
    );
    expect(typed.session).toMatchObject({ format: "PHONE", phoneNumber: "+15125550199", meetingUrl: null });

    const withPhone = await member({ phone: true });
    const verified = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(5, 17), { format: "PHONE" }), withPhone.cookie);
    expect(verified.session).toMatchObject({ phoneNumber: "+15125550100" });
  });

  test("has at most two upcoming sessions", async () => {
    const { cookie } = await member();
    const { user: coachUser } = await coach();
    expect((await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(6, 10)), cookie)).error).toBeNull();
    expect((await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(6, 12)), cookie)).error).toBeNull();
    const third = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(6, 14)), cookie);
    expect(third.error).toBe(COACHING_MESSAGES.tooManyUpcoming);
    expect(await call<{ canBook: boolean }>(MEMBER_COACHING, {}, cookie)).toMatchObject({ canBook: false });
  });

  test("cannot book outside the coach's hours, inside a blocked time, under 24 hours ahead, or a 45-minute session", async () => {
    const { cookie } = await member();
    const { user: coachUser, cookie: coachCookie } = await coach([{ weekday: 1, startMinute: 0, endMinute: 1440 }, { weekday: 2, startMinute: 0, endMinute: 1440 }, { weekday: 3, startMinute: 0, endMinute: 1440 }, { weekday: 4, startMinute: 0, endMinute: 1440 }, { weekday: 5, startMinute: 0, endMinute: 1440 }]);
    const saturday = new Date(slotIn(7));
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const weekend = await call<SessionPayload>(BOOK, bookInput(coachUser.id, saturday.toISOString()), cookie);
    expect(weekend.error).toBe(COACHING_MESSAGES.slotUnavailable);

    const soon = new Date(Date.now() + 2 * HOUR);
    soon.setUTCMinutes(0, 0, 0);
    expect((await call<SessionPayload>(BOOK, bookInput(coachUser.id, soon.toISOString()), cookie)).error).toBe(COACHING_MESSAGES.slotUnavailable);

    const monday = new Date(slotIn(8));
    while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
    const blocked = await call<{ ok: boolean }>(BLOCK, { from: monday.toISOString(), to: new Date(monday.getTime() + 2 * HOUR).toISOString() }, coachCookie);
    expect(blocked.ok).toBe(true);
    expect((await call<SessionPayload>(BOOK, bookInput(coachUser.id, monday.toISOString()), cookie)).error).toBe(COACHING_MESSAGES.slotTaken);

    const odd = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(9), { durationMinutes: 45 }), cookie);
    expect(odd).toMatchObject({ error: COACHING_MESSAGES.duration, errorField: "durationMinutes" });
  });

  test("cannot change a session within 24 hours of it: contact the coach instead", async () => {
    const { user, cookie } = await member();
    const { user: coachUser } = await coach();
    const db = await getDb();
    const soon = await db.coachingSession.create({
      data: {
        memberUserId: user.id,
        coachUserId: coachUser.id,
        startsAt: new Date(Date.now() + 5 * HOUR),
        endsAt: new Date(Date.now() + 5.5 * HOUR),
        format: "VIDEO",
      },
    });
    const cancelled = await call<SessionPayload>(CANCEL, { id: soon.id }, cookie);
    expect(cancelled).toMatchObject({ error: COACHING_MESSAGES.tooLate, session: null });
    const moved = await call<SessionPayload>(RESCHEDULE, { id: soon.id, coach: coachUser.id, at: slotIn(10) }, cookie);
    expect(moved.error).toBe(COACHING_MESSAGES.tooLate);
    const listed = await call<{ upcoming: Session[] }>(MEMBER_COACHING, {}, cookie);
    expect(listed.upcoming).toEqual([expect.objectContaining({ id: soon.id, canChange: false })]);
  });
});

test("a member of a platform-only plan sees no times and cannot book", async () => {
  const { cookie } = await member({ pricingPlanId: PRICING_PLAN_IDS.platform });
  const { user: coachUser } = await coach();
  expect(await call<{ isEligible: boolean; canBook: boolean }>(MEMBER_COACHING, {}, cookie)).toMatchObject({
    isEligible: false,
    canBook: false,
  });
  expect(await call<unknown[]>(SLOTS, { d: 30 }, cookie)).toEqual([]);
  const refused = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(3, 9)), cookie);
  expect(refused).toMatchObject({ error: COACHING_MESSAGES.notEligible, session: null });
});

test("another member neither sees nor changes someone else's session", async () => {
  const owner = await member();
  const other = await member();
  const { user: coachUser } = await coach();
  const booked = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(11)), owner.cookie);
  const id = booked.session!.id;
  expect(await call<{ upcoming: Session[] }>(MEMBER_COACHING, {}, other.cookie)).toMatchObject({ upcoming: [] });
  expect(await call<SessionPayload>(CANCEL, { id }, other.cookie)).toMatchObject({ error: COACHING_MESSAGES.notFound });
  expect((await call<SessionPayload>(RESCHEDULE, { id, coach: coachUser.id, at: slotIn(12) }, other.cookie)).error).toBe(
    COACHING_MESSAGES.notFound,
  );
  const db = await getDb();
  expect(await db.coachingSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "BOOKED", sequence: 0 });
});

test("staff in coach mode see the member's sessions but cannot book, move or cancel for them", async () => {
  const { user, cookie } = await member();
  const { user: coachUser } = await coach();
  const booked = await call<SessionPayload>(BOOK, bookInput(coachUser.id, slotIn(13)), cookie);
  const staff = await createStaffUser(await getDb());
  const { cookie: coachMode } = await sessionCookieFor(staff.id, { coachedUserId: user.id });

  const seen = await call<{ upcoming: Session[]; canBook: boolean }>(MEMBER_COACHING, {}, coachMode);
  expect(seen.upcoming.map((session) => session.id)).toEqual([booked.session!.id]);
  expect(seen.canBook).toBe(false);
  for (const [query, variables] of [
    [BOOK, bookInput(coachUser.id, slotIn(14))],
    [CANCEL, { id: booked.session!.id }],
    [RESCHEDULE, { id: booked.session!.id, coach: coachUser.id, at: slotIn(14) }],
  ] as const) {
    const { errors } = await graphql(query, variables, coachMode);
    expect(errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
  }
  const db = await getDb();
  expect(await db.coachingSession.count({ where: { memberUserId: user.id } })).toBe(1);
});

test("signed out, every coaching operation asks to sign in", async () => {
  for (const [query, variables] of [
    [MEMBER_COACHING, {}],
    [SLOTS, { d: 30 }],
    [BOOK, bookInput("coach", slotIn(3))],
    [CANCEL, { id: "x" }],
    [RESCHEDULE, { id: "x", coach: "c", at: slotIn(3) }],
    [CALENDAR, {}],
    [NOTES, { id: "x", notes: "n" }],
    [GOAL, { id: "x" }],
  ] as const) {
    const { errors } = await graphql(query, variables);
    expect(errors?.[0]?.message).toBe("Please sign in and try again.");
  }
});

test("two members taking the same slot at once: exactly one gets it", async () => {
  const { user: coachUser } = await coach();
  const startsAt = slotIn(15, 16);
  const members = await Promise.all([member(), member(), member()]);
  const viewers = await Promise.all(members.map(({ cookie }) => findViewerForCookieHeader(cookie)));
  const results = await Promise.allSettled(
    viewers.map((viewer) => bookCoachingSession({ viewer: viewer!, input: { coachUserId: coachUser.id, startsAt, durationMinutes: 60, format: "VIDEO" } })),
  );
  expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  for (const result of results.filter((entry) => entry.status === "rejected")) {
    expect((result as PromiseRejectedResult).reason).toMatchObject({ message: COACHING_MESSAGES.slotTaken });
  }
  // An overlapping 30-minute slot inside the hour is taken as well.
  const half = new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString();
  const overlap = await call<SessionPayload>(BOOK, bookInput(coachUser.id, half), (await member()).cookie);
  expect(overlap.error).toBe(COACHING_MESSAGES.slotTaken);
  const db = await getDb();
  expect(await db.coachingSession.count({ where: { coachUserId: coachUser.id, status: "BOOKED" } })).toBe(1);
});

describe("reminders", () => {
  test("are queued for 24 hours and 1 hour before, and a moved or cancelled session sends none", async () => {
    const { user, cookie } = await member();
    const { user: coachUser } = await coach();
    const startsAt = slotIn(16);
    const booked = (await call<SessionPayload>(BOOK, bookInput(coachUser.id, startsAt), cookie)).session!;
    const jobs = (await jobRows("send-coaching-reminder"))
      .filter((job) => job.data.sessionId === booked.id)
      .sort((a, b) => a.start_after.getTime() - b.start_after.getTime());
    expect(jobs.map((job) => [job.data.kind, job.start_after.getTime()])).toEqual([
      ["reminder-24h", new Date(startsAt).getTime() - 24 * HOUR],
      ["reminder-1h", new Date(startsAt).getTime() - HOUR],
    ]);

    // A booked session: the reminder goes out.
    expect(await sendCoachingReminder({ sessionId: booked.id, sequence: 0, kind: "reminder-24h" })).toBe("sent");
    const [reminder] = await outboxMessages({ to: user.email });
    expect(reminder!.subject).toBe("Reminder: your coaching session is tomorrow");

    // Moved: the old reminders are stale, new ones are queued for the new time.
    const newStart = slotIn(17);
    await call<SessionPayload>(RESCHEDULE, { id: booked.id, coach: coachUser.id, at: newStart }, cookie);
    expect(await sendCoachingReminder({ sessionId: booked.id, sequence: 0, kind: "reminder-1h" })).toBe("skipped");
    const moved = (await jobRows("send-coaching-reminder"))
      .filter((job) => job.data.sessionId === booked.id && job.data.sequence === 1)
      .sort((a, b) => a.start_after.getTime() - b.start_after.getTime());
    expect(moved.map((job) => job.start_after.getTime())).toEqual([new Date(newStart).getTime() - 24 * HOUR, new Date(newStart).getTime() - HOUR]);

    // Cancelled: nothing more is sent.
    await call<SessionPayload>(CANCEL, { id: booked.id }, cookie);
    const sentBefore = (await outboxMessages({ to: user.email })).length;
    expect(await sendCoachingReminder({ sessionId: booked.id, sequence: 1, kind: "reminder-1h" })).toBe("skipped");
    expect(await sendCoachingReminder({ sessionId: booked.id, sequence: 2, kind: "reminder-1h" })).toBe("skipped");
    expect(await outboxMessages({ to: user.email })).toHaveLength(sentBefore);
  });
});

describe("the coach", () => {
  async function heldSession() {
    const m = await member();
    const c = await coach();
    const db = await getDb();
    const session = await db.coachingSession.create({
      data: {
        memberUserId: m.user.id,
        coachUserId: c.user.id,
        startsAt: new Date(Date.now() - 2 * HOUR),
        endsAt: new Date(Date.now() - 1.5 * HOUR),
        format: "VIDEO",
      },
    });
    return { m, c, session };
  }

  test("keeps private notes, marks the session held and shares a summary; the member sees the summary, never the notes, and makes a goal of an item", async () => {
    const { m, c, session } = await heldSession();
    expect((await call<{ ok: boolean }>(NOTES, { id: session.id, notes: "Worried about rent; follow up" }, c.cookie)).ok).toBe(true);
    expect((await call<{ ok: boolean }>(MARK, { id: session.id, status: "HELD" }, c.cookie)).ok).toBe(true);
    const shared = await call<{ ok: boolean }>(SHARE, { id: session.id, summary: "We made a budget.", items: ["Save $50 a week", "Call the card issuer"] }, c.cookie);
    expect(shared.ok).toBe(true);

    const calendar = await call<{ past: { id: string; status: string; summary: string; isSummaryShared: boolean }[] }>(CALENDAR, {}, c.cookie);
    expect(calendar.past).toEqual([{ id: session.id, status: "HELD", summary: "We made a budget.", isSummaryShared: true }]);

    const seen = await call<{ past: Session[] }>(MEMBER_COACHING, {}, m.cookie);
    expect(seen.past[0]).toMatchObject({ status: "HELD", summary: "We made a budget." });
    expect(JSON.stringify(seen)).not.toContain("Worried about rent");
    const { errors } = await graphql(`query { memberCoaching { past { privateNotes } } }`, {}, m.cookie);
    expect(errors?.[0]?.message).toMatch(/Cannot query field "privateNotes"/);

    const item = seen.past[0]!.actionItems[0]!;
    const goal = await call<{ goalId: string; error: string | null }>(GOAL, { id: item.id }, m.cookie);
    expect(goal.error).toBeNull();
    const again = await call<{ goalId: string }>(GOAL, { id: item.id }, m.cookie);
    expect(again.goalId).toBe(goal.goalId);
    const db = await getDb();
    expect(await db.financialGoal.findUniqueOrThrow({ where: { id: goal.goalId } })).toMatchObject({ name: "Save $50 a week", category: "CHECKLIST" });

    const stranger = await member();
    expect((await call<{ error: string | null }>(GOAL, { id: item.id }, stranger.cookie)).error).toBe("Action item not found.");
  });

  test("another coach cannot read or write the session, and a session cannot be marked before it starts", async () => {
    const { session } = await heldSession();
    const other = await coach();
    expect(await call<{ error: string | null }>(NOTES, { id: session.id, notes: "x" }, other.cookie)).toMatchObject({ error: COACHING_MESSAGES.notFound });
    expect(await call<{ error: string | null }>(MARK, { id: session.id, status: "NO_SHOW" }, other.cookie)).toMatchObject({ error: COACHING_MESSAGES.notFound });
    expect(await call<{ error: string | null }>(SHARE, { id: session.id, summary: "x", items: [] }, other.cookie)).toMatchObject({ error: COACHING_MESSAGES.notFound });
    const calendar = await call<{ upcoming: unknown[]; past: unknown[] }>(CALENDAR, {}, other.cookie);
    expect(calendar).toMatchObject({ upcoming: [], past: [] });

    const m = await member();
    const booked = await call<SessionPayload>(BOOK, bookInput(other.user.id, slotIn(18)), m.cookie);
    expect(await call<{ error: string | null }>(MARK, { id: booked.session!.id, status: "HELD" }, other.cookie)).toMatchObject({ error: COACHING_MESSAGES.notStarted });
  });

  test("sets working hours in their time zone; members, non-coach staff and coaches in coach mode cannot use the coach's operations", async () => {
    const c = await coach();
    const hours = [{ weekday: 2, startMinute: 600, endMinute: 720 }];
    expect(await call<{ ok: boolean }>(AVAILABILITY, { tz: "Europe/Berlin", hours }, c.cookie)).toMatchObject({ ok: true });
    expect(await call<{ timeZone: string; workingHours: unknown[] }>(CALENDAR, {}, c.cookie)).toMatchObject({ timeZone: "Europe/Berlin", workingHours: hours });
    const bad = await call<{ ok: boolean; error: string | null }>(AVAILABILITY, { tz: "Mars/Olympus", hours }, c.cookie);
    expect(bad).toMatchObject({ ok: false, error: COACHING_MESSAGES.timeZone });

    const m = await member();
    const staff = await createStaffUser(await getDb());
    const { cookie: staffCookie } = await sessionCookieFor(staff.id);
    const { cookie: coachAsMember } = await sessionCookieFor(c.user.id, { coachedUserId: m.user.id });
    for (const cookie of [m.cookie, staffCookie, coachAsMember]) {
      for (const [query, variables] of [
        [CALENDAR, {}],
        [AVAILABILITY, { tz: "UTC", hours }],
        [NOTES, { id: "x", notes: "n" }],
      ] as const) {
        const { errors } = await graphql(query, variables, cookie);
        expect(errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
      }
    }
  });
});

test("the member's data export holds their sessions and summaries, not the coach's private notes", async () => {
  const { user } = await member();
  const { user: coachUser } = await coach();
  const db = await getDb();
  await db.coachingSession.create({
    data: {
      memberUserId: user.id,
      coachUserId: coachUser.id,
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - 2.5 * HOUR),
      format: "PHONE",
      phoneNumber: "+15125550111",
      status: "HELD",
      privateNotes: "coach-only remark",
      summary: "Shared summary",
      summarySharedAt: new Date(),
      actionItems: { create: [{ text: "Open a savings account" }] },
    },
  });
  const data = await collectPersonalData({ userId: user.id });
  expect(data.CoachingSession).toEqual([expect.objectContaining({ summary: "Shared summary", phoneNumber: "+15125550111" })]);
  expect(JSON.stringify(data)).not.toContain("coach-only remark");
  expect(data.CoachingActionItem).toEqual([expect.objectContaining({ text: "Open a savings account" })]);
});
