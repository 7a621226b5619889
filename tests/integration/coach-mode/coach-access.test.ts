import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import {
  COACH_ACCESS_MINUTES,
  READ_ONLY_MESSAGE,
  REQUESTS_PER_MEMBER_PER_DAY,
} from "@/lib/coach-mode/coach-access-policy";
import { recordCoachPageView } from "@/lib/coach-mode/record-coach-page-view";
import { getDb } from "@/lib/db";
import { createStaffUser, createUser } from "@/prisma/seed";
import { approvedCoachAccess, executeGraphQL, sessionCookieFor, sessionCookieFrom } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Coach mode by consent (issue 14 item 7): every new operation for every role, the 60 minutes, view-only refusal,
// the member ending access, and the emergency path.

const REQUEST = `mutation($input: CoachAccessInput!) {
  requestCoachAccess(input: $input) { requestId expiresAt error errorField retryAfterSeconds }
}`;
const EMERGENCY = `mutation($input: CoachAccessInput!) {
  startEmergencyCoachAccess(input: $input) { endsAt error errorField }
}`;
const PENDING = "query { coachAccessRequests { id coachName reason status allowEdits isEmergency expiresAt } }";
const FOR_TOKEN = "query($token: String!) { coachAccessForToken(token: $token) { id coachName reason status } }";
const ANSWER = `mutation($input: AnswerCoachAccessInput!) {
  answerCoachAccessRequest(input: $input) { error request { id status allowEdits decidedAt expiresAt } }
}`;
const REVOKE = "mutation($id: ID!) { revokeCoachAccess(requestId: $id) { error request { id status } } }";
const COACH_LOG_IN = `mutation($username: String!) {
  coachLogIn(coachedUserData: { username: $username }) { error coachedUserPayload { email } }
}`;
const COACH_LOG_OUT = "mutation { coachLogOutOfCoachedUser { error loggedOut } }";
const WHO_AM_I = "query { authenticationInfo { email isCoachMode coachAccessEndsAt coachCanEdit } }";
const RENAME = `mutation { updateUserName(firstName: "Changed", lastName: "ByCoach") { error } }`;
const SESSIONS = `query { planDetails { coachSessions {
  access { id coachName reason status allowEdits isEmergency }
  activity { kind detail at }
} } }`;

// The answers are checked field by field below; their static types would add nothing but casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
async function run(args: Parameters<typeof executeGraphQL>[0]): Promise<{ body: Loose; setCookies: string[] }> {
  return executeGraphQL(args);
}

const SIGN_IN_AGAIN = "Please sign in and try again.";
const FORBIDDEN = "You do not have permission to do that.";
const NOT_FOUND = "This request was not found, or it was already answered.";


async function people() {
  const db = await getDb();
  const coach = await createStaffUser(db, { firstName: "Jordan", lastName: "Lee" });
  const member = await createUser(db, { firstName: "Sam" });
  return {
    coach,
    member,
    coachCookie: (await sessionCookieFor(coach.id)).cookie,
    memberCookie: (await sessionCookieFor(member.id)).cookie,
  };
}

async function ask(cookie: string, memberEmail: string, reason = "Going over your budget before our call") {
  return run({ query: REQUEST, variables: { input: { memberEmail, reason } }, cookie });
}

function linkToken(text: string): string {
  const match = /\/coach-access\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no coach access link in: ${text}`);
  return match[1]!;
}

describe("asking and answering", () => {
  test("a coach asks, the member is told in the product and by a single-use link, approves view only, and the coach views them", async () => {
    const { coach, member, coachCookie, memberCookie } = await people();

    // Without consent: the spec's failure.
    const before = await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie });
    expect(before.body.data.coachLogIn.error).toMatch(/^You were unable to log into /);

    const asked = await ask(coachCookie, member.email);
    expect(asked.body.data.requestCoachAccess).toMatchObject({ error: null, requestId: expect.any(String) });
    const requestId = asked.body.data.requestCoachAccess.requestId as string;
    const lapses = Date.parse(asked.body.data.requestCoachAccess.expiresAt);
    expect(lapses - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(lapses - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // Asking again while the first is waiting is refused.
    expect((await ask(coachCookie, member.email)).body.data.requestCoachAccess.error).toMatch(/already asked/);

    // In the product.
    const pending = await run({ query: PENDING, cookie: memberCookie });
    expect(pending.body.data.coachAccessRequests).toEqual([
      expect.objectContaining({ id: requestId, coachName: "Jordan Lee", reason: "Going over your budget before our call", status: "REQUESTED" }),
    ]);
    // By email, with a link that shows the request to this member only.
    const [email] = await outboxMessages({ to: member.email });
    expect(email!.subject).toBe("Jordan Lee asks to view your Mariner Financial Wellness account");
    const token = linkToken(email!.text);
    const shown = await run({ query: FOR_TOKEN, variables: { token }, cookie: memberCookie });
    expect(shown.body.data.coachAccessForToken).toMatchObject({ id: requestId, status: "REQUESTED" });
    const otherMember = (await sessionCookieFor((await createUser(await getDb())).id)).cookie;
    expect((await run({ query: FOR_TOKEN, variables: { token }, cookie: otherMember })).body.errors?.[0]?.message).toBe(NOT_FOUND);
    expect((await run({ query: FOR_TOKEN, variables: { token }, cookie: coachCookie })).body.errors?.[0]?.message).toBe(NOT_FOUND);
    expect((await run({ query: FOR_TOKEN, variables: { token } })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);

    // Only the member answers: not another member, not the coach, not signed out.
    for (const cookie of [otherMember, coachCookie]) {
      const refused = await run({ query: ANSWER, variables: { input: { requestId, approve: true, allowEdits: true } }, cookie });
      expect(refused.body.data.answerCoachAccessRequest).toEqual({ error: NOT_FOUND, request: null });
      const byToken = await run({ query: ANSWER, variables: { input: { token, approve: true } }, cookie });
      expect(byToken.body.data.answerCoachAccessRequest.error).toBe(NOT_FOUND);
    }
    expect((await run({ query: ANSWER, variables: { input: { requestId, approve: true } } })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);

    // The member approves by the link, view only; the link then works no more.
    const approved = await run({ query: ANSWER, variables: { input: { token, approve: true, allowEdits: false } }, cookie: memberCookie });
    const grant = approved.body.data.answerCoachAccessRequest.request;
    expect(grant).toMatchObject({ id: requestId, status: "APPROVED", allowEdits: false });
    expect(Date.parse(grant.expiresAt) - Date.parse(grant.decidedAt)).toBe(COACH_ACCESS_MINUTES * 60_000);
    expect((await run({ query: FOR_TOKEN, variables: { token }, cookie: memberCookie })).body.errors?.[0]?.message).toBe(NOT_FOUND);
    // Answering again the same way (a retry) changes nothing.
    const again = await run({ query: ANSWER, variables: { input: { requestId, approve: true } }, cookie: memberCookie });
    expect(again.body.data.answerCoachAccessRequest.request).toMatchObject({ status: "APPROVED", decidedAt: grant.decidedAt });

    // The coach's coachLogIn now works, as the spec says.
    const started = await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie });
    expect(started.body.data).toEqual({ coachLogIn: { error: null, coachedUserPayload: { email: member.email } } });
    const coaching = sessionCookieFrom(started.setCookies)!;
    const who = await run({ query: WHO_AM_I, cookie: coaching });
    expect(who.body.data.authenticationInfo).toEqual({
      email: member.email,
      isCoachMode: true,
      coachAccessEndsAt: grant.expiresAt,
      coachCanEdit: false,
    });

    // View only: a write is refused on the server, whatever the operation.
    const write = await run({ query: RENAME, cookie: coaching });
    expect(write.body.errors?.[0]).toMatchObject({ message: READ_ONLY_MESSAGE, extensions: { code: "FORBIDDEN" } });
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).firstName).toBe("Sam");

    // Coach mode can neither see nor answer the member's requests, nor end the access itself through them.
    expect((await run({ query: PENDING, cookie: coaching })).body.errors?.[0]?.message).toBe(FORBIDDEN);
    expect((await run({ query: REVOKE, variables: { id: requestId }, cookie: coaching })).body.errors?.[0]?.message).toBe(
      READ_ONLY_MESSAGE,
    );

    // A page the coach opened is recorded on the server.
    const coachViewer = await findViewerForCookieHeader(coaching);
    await recordCoachPageView({ viewer: coachViewer!, path: "/health?tab=1" });

    // The member sees the session on My Plan: reason, view only, and every page and operation, newest first.
    const listed = await run({ query: SESSIONS, cookie: memberCookie });
    const [session] = listed.body.data.planDetails.coachSessions;
    expect(session.access).toEqual({
      id: requestId,
      coachName: "Jordan Lee",
      reason: "Going over your budget before our call",
      status: "APPROVED",
      allowEdits: false,
      isEmergency: false,
    });
    expect(session.activity.map(({ kind, detail }: { kind: string; detail: string }) => ({ kind, detail }))).toEqual([
      { kind: "PAGE", detail: "/health" },
      { kind: "REFUSED", detail: "revokeCoachAccess" },
      { kind: "READ", detail: "coachAccessRequests" },
      { kind: "REFUSED", detail: "updateUserName" },
      { kind: "READ", detail: "authenticationInfo" },
      { kind: "START", detail: "Opened your account in Coach Mode" },
    ]);
    const times = session.activity.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Coach mode does not read the member's list.
    expect((await run({ query: SESSIONS, cookie: coaching })).body.data.planDetails.coachSessions).toBeNull();

    // The member ends the access: the coach's session ends at once.
    const revoked = await run({ query: REVOKE, variables: { id: requestId }, cookie: memberCookie });
    expect(revoked.body.data.revokeCoachAccess).toEqual({ error: null, request: { id: requestId, status: "REVOKED" } });
    expect((await run({ query: WHO_AM_I, cookie: coaching })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
    // And coachLogIn needs a new approval.
    const coachAgain = (await sessionCookieFor(coach.id)).cookie;
    expect((await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachAgain })).body.data.coachLogIn.error).toMatch(
      /^You were unable to log into /,
    );
  });

  test("a member who allows changes lets the coach write; exit ends the access", async () => {
    const { coach, member, coachCookie, memberCookie } = await people();
    const requestId = (await ask(coachCookie, member.email)).body.data.requestCoachAccess.requestId;
    await run({ query: ANSWER, variables: { input: { requestId, approve: true, allowEdits: true } }, cookie: memberCookie });
    const started = await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie });
    const coaching = sessionCookieFrom(started.setCookies)!;
    expect((await run({ query: WHO_AM_I, cookie: coaching })).body.data.authenticationInfo.coachCanEdit).toBe(true);
    expect((await run({ query: RENAME, cookie: coaching })).body.data).toEqual({ updateUserName: { error: null } });

    const exited = await run({ query: COACH_LOG_OUT, cookie: coaching });
    expect(exited.body.data.coachLogOutOfCoachedUser).toEqual({ error: null, loggedOut: true });
    const own = sessionCookieFrom(exited.setCookies)!;
    // One approval, one visit.
    expect((await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: own })).body.data.coachLogIn.error).toMatch(
      /^You were unable to log into /,
    );
    const listed = await run({ query: SESSIONS, cookie: memberCookie });
    expect(listed.body.data.planDetails.coachSessions[0].access).toMatchObject({ status: "ENDED", allowEdits: true });
    expect(listed.body.data.planDetails.coachSessions[0].activity.map(({ kind, detail }: { kind: string; detail: string }) => ({ kind, detail }))).toEqual([
      { kind: "CHANGE", detail: "coachLogOutOfCoachedUser" },
      { kind: "END", detail: "Left Coach Mode" },
      { kind: "CHANGE", detail: "updateUserName" },
      { kind: "READ", detail: "authenticationInfo" },
      { kind: "START", detail: "Opened your account in Coach Mode" },
    ]);
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: member.id } })).firstName).toBe("Changed");
    void coach;
  });

  test("a declined request gives no access and is not listed as a session", async () => {
    const { member, coachCookie, memberCookie } = await people();
    const requestId = (await ask(coachCookie, member.email)).body.data.requestCoachAccess.requestId;
    const declined = await run({ query: ANSWER, variables: { input: { requestId, approve: false } }, cookie: memberCookie });
    expect(declined.body.data.answerCoachAccessRequest.request).toMatchObject({ status: "DECLINED", allowEdits: false });
    expect((await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie })).body.data.coachLogIn.error).toMatch(
      /^You were unable to log into /,
    );
    expect((await run({ query: PENDING, cookie: memberCookie })).body.data.coachAccessRequests).toEqual([]);
    expect((await run({ query: SESSIONS, cookie: memberCookie })).body.data.planDetails.coachSessions).toEqual([]);
    // Approving after declining is refused.
    const late = await run({ query: ANSWER, variables: { input: { requestId, approve: true } }, cookie: memberCookie });
    expect(late.body.data.answerCoachAccessRequest.error).toBe(NOT_FOUND);
  });

  test("an unanswered request lapses after 24 hours", async () => {
    const { member, coachCookie, memberCookie } = await people();
    const requestId = (await ask(coachCookie, member.email)).body.data.requestCoachAccess.requestId;
    const db = await getDb();
    await db.coachAccessGrant.update({ where: { id: requestId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await run({ query: PENDING, cookie: memberCookie })).body.data.coachAccessRequests).toEqual([]);
    const late = await run({ query: ANSWER, variables: { input: { requestId, approve: true } }, cookie: memberCookie });
    expect(late.body.data.answerCoachAccessRequest.error).toBe("This request has expired.");
    expect((await db.coachAccessGrant.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("EXPIRED");
  });
});

describe("who may ask", () => {
  test("only staff outside coach mode; members, advisors, coach mode and signed-out callers are refused", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const input = { memberEmail: member.email, reason: "Going over your budget before our call" };
    const plainMember = (await sessionCookieFor((await createUser(db)).id)).cookie;
    const advisor = (await sessionCookieFor((await createUser(db, { isAdvisor: true })).id)).cookie;
    const staff = await createStaffUser(db);
    const coaching = (await sessionCookieFor(staff.id, { coachedUserId: (await createUser(db)).id })).cookie;
    for (const cookie of [plainMember, advisor, coaching]) {
      expect((await run({ query: REQUEST, variables: { input }, cookie })).body.data.requestCoachAccess.error).toBe(FORBIDDEN);
      expect((await run({ query: EMERGENCY, variables: { input }, cookie })).body.data.startEmergencyCoachAccess.error).toBe(
        FORBIDDEN,
      );
    }
    expect((await run({ query: REQUEST, variables: { input } })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
    expect((await run({ query: PENDING })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
    // Another staff member cannot be coached, and a short reason is refused with the field named.
    const staffCookie = (await sessionCookieFor(staff.id)).cookie;
    const other = await createStaffUser(db);
    expect((await ask(staffCookie, other.email)).body.data.requestCoachAccess.error).toBe("No customer with that email was found.");
    const short = await ask(staffCookie, member.email, "hi");
    expect(short.body.data.requestCoachAccess).toMatchObject({ errorField: "reason", requestId: null });
    expect(await db.coachAccessGrant.count({ where: { memberUserId: member.id } })).toBe(0);
  });

  test(`a member is asked at most ${REQUESTS_PER_MEMBER_PER_DAY} times a day, whoever asks`, async () => {
    const db = await getDb();
    const member = await createUser(db);
    const results: Array<string | null> = [];
    for (let i = 0; i <= REQUESTS_PER_MEMBER_PER_DAY; i += 1) {
      const coach = (await sessionCookieFor((await createStaffUser(db)).id)).cookie;
      results.push((await ask(coach, member.email)).body.data.requestCoachAccess.error);
    }
    expect(results.slice(0, REQUESTS_PER_MEMBER_PER_DAY)).toEqual(Array(REQUESTS_PER_MEMBER_PER_DAY).fill(null));
    expect(results.at(-1)).toBe("Too many attempts. Please try again later");
  });
});

describe("the 60 minutes", () => {
  test("coach mode ends on the server 60 minutes after approval, on every request", async () => {
    const { member, coachCookie, memberCookie } = await people();
    const requestId = (await ask(coachCookie, member.email)).body.data.requestCoachAccess.requestId;
    const approvedAt = Date.now();
    await run({ query: ANSWER, variables: { input: { requestId, approve: true } }, cookie: memberCookie });
    const coaching = sessionCookieFrom(
      (await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie })).setCookies,
    )!;
    expect((await run({ query: WHO_AM_I, cookie: coaching })).body.data.authenticationInfo.isCoachMode).toBe(true);

    const clock = jest.spyOn(Date, "now");
    try {
      clock.mockReturnValue(approvedAt + (COACH_ACCESS_MINUTES - 1) * 60_000);
      expect((await run({ query: WHO_AM_I, cookie: coaching })).body.data.authenticationInfo.isCoachMode).toBe(true);
      clock.mockReturnValue(approvedAt + (COACH_ACCESS_MINUTES + 1) * 60_000);
      expect((await run({ query: WHO_AM_I, cookie: coaching })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
    } finally {
      clock.mockRestore();
    }
    const session = await (await getDb()).session.findFirstOrThrow({ where: { coachAccessGrantId: requestId } });
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(approvedAt + COACH_ACCESS_MINUTES * 60_000 + 5_000);
  });

  test("a coached session without a live approval is no session", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const member = await createUser(db);
    const { cookie, coachAccessGrantId } = await sessionCookieFor(staff.id, { coachedUserId: member.id });
    await db.coachAccessGrant.update({ where: { id: coachAccessGrantId! }, data: { status: "ENDED" } });
    // Past the in-process cache of a few seconds.
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.now() + 10_000);
    try {
      expect((await run({ query: WHO_AM_I, cookie })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("emergency access", () => {
  test("staff with a written reason view a member without asking: audited, emailed, view only, shown and ended by the member", async () => {
    const { coach, member, coachCookie, memberCookie } = await people();
    const reason = "Member called in locked out; checking the linked bank connection for fraud.";
    const tooShort = await run({ query: EMERGENCY, variables: { input: { memberEmail: member.email, reason: "urgent" } }, cookie: coachCookie });
    expect(tooShort.body.data.startEmergencyCoachAccess).toMatchObject({ errorField: "reason", endsAt: null });

    const opened = await run({ query: EMERGENCY, variables: { input: { memberEmail: member.email, reason } }, cookie: coachCookie });
    expect(opened.body.data.startEmergencyCoachAccess.error).toBeNull();
    const started = await run({ query: COACH_LOG_IN, variables: { username: member.email }, cookie: coachCookie });
    expect(started.body.data.coachLogIn.error).toBeNull();
    const coaching = sessionCookieFrom(started.setCookies)!;
    expect((await run({ query: RENAME, cookie: coaching })).body.errors?.[0]?.message).toBe(READ_ONLY_MESSAGE);

    const db = await getDb();
    const audit = await db.auditLog.findFirstOrThrow({ where: { actorUserId: coach.id, action: "coach-access.emergency" } });
    expect(audit).toMatchObject({ subjectUserId: member.id, metadata: expect.objectContaining({ reason }) });
    const [email] = await outboxMessages({ to: member.email });
    expect(email!.subject).toBe("A Mariner staff member opened your account");
    expect(email!.text).toContain(reason);

    // Shown to the member like a consented session, which they can end; they cannot 'approve' it.
    const pending = await run({ query: PENDING, cookie: memberCookie });
    const [running] = pending.body.data.coachAccessRequests;
    expect(running).toMatchObject({ status: "APPROVED", reason, isEmergency: true, allowEdits: false });
    const listed = await run({ query: SESSIONS, cookie: memberCookie });
    expect(listed.body.data.planDetails.coachSessions[0].access).toMatchObject({ reason, isEmergency: true, allowEdits: false });
    const answer = await run({ query: ANSWER, variables: { input: { requestId: running!.id, approve: true, allowEdits: true } }, cookie: memberCookie });
    expect(answer.body.data.answerCoachAccessRequest.error).toBe(NOT_FOUND);
    await run({ query: REVOKE, variables: { id: running!.id }, cookie: memberCookie });
    expect((await run({ query: WHO_AM_I, cookie: coaching })).body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN);
  });

  test("another member cannot end someone else's access", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const member = await createUser(db);
    const { grantId } = await approvedCoachAccess({ coachUserId: staff.id, memberUserId: member.id });
    const other = (await sessionCookieFor((await createUser(db)).id)).cookie;
    const staffCookie = (await sessionCookieFor(staff.id)).cookie;
    for (const cookie of [other, staffCookie]) {
      expect((await run({ query: REVOKE, variables: { id: grantId }, cookie })).body.data.revokeCoachAccess.error).toBe(
        "There is no coach access to end.",
      );
    }
    expect((await db.coachAccessGrant.findUniqueOrThrow({ where: { id: grantId } })).status).toBe("APPROVED");
  });
});
