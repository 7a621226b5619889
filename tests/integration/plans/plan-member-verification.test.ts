import { getDb } from "@/lib/db";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import { outboxMessages } from "../../helpers/outbox";
import { PLAN_MEMBER_VERIFICATION_LIMITS } from "@/lib/plans/plan-member-verification/limits";
import { absoluteUrl } from "@/lib/site-url";
import { createEmployerPlan, createPlanMember, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const SEND = `mutation($workEmail: String!, $returnPath: String) {
  sendPlanMemberVerificationEmail(workEmail: $workEmail, returnPath: $returnPath) { didSend error errorField }
}`;
const VERIFY = `mutation($token: String!) { verifyPlanMember(token: $token) { didVerify error } }`;
const INFO = "query { authenticationInfo { isVerifiedPlanMember matchedPlanMember { workEmail } plans { planId planName } } }";

type SendData = { sendPlanMemberVerificationEmail: { didSend: boolean; error: string | null; errorField: string | null } };
type VerifyData = { verifyPlanMember: { didVerify: boolean; error: string | null } };

const INVALID_LINK = "Token is invalid or has expired";
const TOO_MANY = "Too many attempts. Please try again later";

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const db = await getDb();
  const user = await createUser(db, { isEmailVerified: true, lastOnboardingStep: null, ...overrides });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

async function rosterEntry(status: "ADDED" | "INVITED" | "VERIFIED" | "REMOVED" = "INVITED", workEmail = uniqueEmail("employee", "acme.example")) {
  const db = await getDb();
  const plan = await createEmployerPlan(db);
  const entry = await createPlanMember(db, { employerPlanId: plan.id, workEmail, status });
  return { plan, entry, workEmail: entry.workEmail };
}

function send(cookie: string | undefined, workEmail: string, returnPath?: string, headers?: Record<string, string>) {
  return executeGraphQL<SendData>({ query: SEND, variables: { workEmail, returnPath }, cookie, headers });
}

function verify(cookie: string | undefined, token: string) {
  return executeGraphQL<VerifyData>({ query: VERIFY, variables: { token }, cookie });
}

/** The link of the newest email to `to`, and the token and return path in it. */
async function latestLink(to: string): Promise<{ link: string; token: string; next: string | null }> {
  const [message] = await outboxMessages({ to });
  if (!message) throw new Error(`No email to ${to}`);
  const link = message.text.match(/https?:\/\/\S+\/verify\/sent\/\S+/)?.[0];
  if (!link) throw new Error(`No verification link in: ${message.text}`);
  const url = new URL(link);
  return { link, token: decodeURIComponent(url.pathname.split("/").pop()!), next: url.searchParams.get("next") };
}

/** Lets the next send through the one-a-minute cooldown, as if the earlier link were older. */
async function pastCooldown(userId: string) {
  const db = await getDb();
  await db.authToken.updateMany({
    where: { userId, purpose: "VERIFY_PLAN_MEMBER" },
    data: { createdAt: new Date(Date.now() - (PLAN_MEMBER_VERIFICATION_LIMITS.cooldownSeconds + 1) * 1000) },
  });
}

describe("sendPlanMemberVerificationEmail", () => {
  test("a work email on a roster gets a single-use link from the site URL, carrying the return path", async () => {
    const { user, cookie } = await signedInUser();
    const { workEmail } = await rosterEntry("INVITED");

    const { body } = await send(cookie, `  ${workEmail.toUpperCase()} `, "/contact?topic=debt");
    expect(body.data?.sendPlanMemberVerificationEmail).toEqual({ didSend: true, error: null, errorField: null });

    const messages = await outboxMessages({ to: workEmail });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/Confirm your work email/);
    const { link, token, next } = await latestLink(workEmail);
    expect(link.startsWith(absoluteUrl("/verify/sent/"))).toBe(true);
    expect(next).toBe("/contact?topic=debt");

    const db = await getDb();
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, purpose: "VERIFY_PLAN_MEMBER" } });
    expect(stored.email).toBe(workEmail);
    expect(stored.tokenHash).not.toContain(token);
    // Sixty minutes (createdAt comes from the database clock, expiresAt from the server's).
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 60 * 60_000)).toBeLessThan(5_000);
    expect(await db.auditLog.count({ where: { subjectUserId: user.id, action: "plan-member.verification-sent" } })).toBe(1);
  });

  test("the answer is the same when nothing matches, and nothing is sent", async () => {
    const { user, cookie } = await signedInUser();
    const unknown = uniqueEmail("nobody", "acme.example");
    const { workEmail: removed } = await rosterEntry("REMOVED");
    const { workEmail: takenByOther } = await rosterEntry("VERIFIED");

    for (const workEmail of [unknown, removed, takenByOther]) {
      const { body } = await send(cookie, workEmail);
      expect(body.data?.sendPlanMemberVerificationEmail).toEqual({ didSend: true, error: null, errorField: null });
      expect(await outboxMessages({ to: workEmail })).toHaveLength(0);
    }
    const db = await getDb();
    expect(await db.authToken.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a malformed address is refused with the form's message", async () => {
    const { cookie } = await signedInUser();
    const { body } = await send(cookie, "not-an-email");
    expect(body.data?.sendPlanMemberVerificationEmail).toEqual({
      didSend: false,
      error: "Please enter a valid email address",
      errorField: "workEmail",
    });
  });

  test("a hostile return path is replaced by the home", async () => {
    const { cookie } = await signedInUser();
    const { workEmail } = await rosterEntry();
    await send(cookie, workEmail, "https://evil.example/phish");
    expect((await latestLink(workEmail)).next).toBe("/health");
  });

  test("a second request within a minute is refused (cooldown)", async () => {
    const { cookie } = await signedInUser();
    const { workEmail } = await rosterEntry();
    await send(cookie, workEmail);
    const { body } = await send(cookie, workEmail);
    expect(body.data?.sendPlanMemberVerificationEmail).toMatchObject({ didSend: false, error: TOO_MANY });
    expect(await outboxMessages({ to: workEmail })).toHaveLength(1);
  });

  test("a user may ask 5 times an hour, matched or not", async () => {
    const { cookie } = await signedInUser();
    for (let attempt = 0; attempt < PLAN_MEMBER_VERIFICATION_LIMITS.perUserPerHour; attempt++) {
      const { body } = await send(cookie, uniqueEmail("guess", "acme.example"));
      expect(body.data?.sendPlanMemberVerificationEmail.didSend).toBe(true);
    }
    const { body } = await send(cookie, uniqueEmail("guess", "acme.example"));
    expect(body.data?.sendPlanMemberVerificationEmail).toMatchObject({ didSend: false, error: TOO_MANY });
  });

  test("an address receives at most 5 links an hour, whoever asks", async () => {
    const { workEmail } = await rosterEntry();
    for (let attempt = 0; attempt < PLAN_MEMBER_VERIFICATION_LIMITS.perWorkEmailPerHour; attempt++) {
      const { cookie } = await signedInUser();
      expect((await send(cookie, workEmail)).body.data?.sendPlanMemberVerificationEmail.didSend).toBe(true);
    }
    const { cookie } = await signedInUser();
    expect((await send(cookie, workEmail)).body.data?.sendPlanMemberVerificationEmail.error).toBe(TOO_MANY);
    expect(await outboxMessages({ to: workEmail })).toHaveLength(PLAN_MEMBER_VERIFICATION_LIMITS.perWorkEmailPerHour);
  });

  test("one network address may ask 20 times an hour, across accounts", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const perUser = PLAN_MEMBER_VERIFICATION_LIMITS.perUserPerHour;
    let sent = 0;
    while (sent < PLAN_MEMBER_VERIFICATION_LIMITS.perIpPerHour) {
      const { cookie } = await signedInUser();
      for (let attempt = 0; attempt < perUser && sent < PLAN_MEMBER_VERIFICATION_LIMITS.perIpPerHour; attempt++) {
        const { body } = await send(cookie, uniqueEmail("guess", "acme.example"), undefined, headers);
        expect(body.data?.sendPlanMemberVerificationEmail.didSend).toBe(true);
        sent++;
      }
    }
    const { cookie } = await signedInUser();
    const { body } = await send(cookie, uniqueEmail("guess", "acme.example"), undefined, headers);
    expect(body.data?.sendPlanMemberVerificationEmail.error).toBe(TOO_MANY);
  });

  test("aliases in one request are counted one by one", async () => {
    const { cookie } = await signedInUser();
    const fields = Array.from({ length: 7 }, (_, index) =>
      `a${index}: sendPlanMemberVerificationEmail(workEmail: "${uniqueEmail("alias", "acme.example")}") { didSend error }`,
    );
    const { body } = await executeGraphQL<Record<string, { didSend: boolean; error: string | null }>>({
      query: `mutation { ${fields.join("\n")} }`,
      cookie,
    });
    const answers = Object.values(body.data ?? {});
    expect(answers.filter((answer) => answer.didSend)).toHaveLength(PLAN_MEMBER_VERIFICATION_LIMITS.perUserPerHour);
    expect(answers.filter((answer) => answer.error === TOO_MANY)).toHaveLength(2);
  });
});

describe("verifyPlanMember", () => {
  test("the link makes the user a verified member: roster entry, employment, authentication info", async () => {
    const db = await getDb();
    const { user, cookie } = await signedInUser();
    await db.customer.create({ data: { userId: user.id } });
    const { plan, entry, workEmail } = await rosterEntry("ADDED");

    const before = await executeGraphQL<{ authenticationInfo: { isVerifiedPlanMember: boolean } }>({ query: INFO, cookie });
    expect(before.body.data?.authenticationInfo.isVerifiedPlanMember).toBe(false);

    await send(cookie, workEmail);
    const { token } = await latestLink(workEmail);
    const { body } = await verify(cookie, token);
    expect(body.data?.verifyPlanMember).toEqual({ didVerify: true, error: null });

    const linked = await db.planMember.findUniqueOrThrow({ where: { id: entry.id } });
    expect(linked).toMatchObject({ userId: user.id, status: "VERIFIED" });
    expect(linked.verifiedAt).toBeInstanceOf(Date);
    const employments = await db.employment.findMany({ where: { customer: { userId: user.id } } });
    expect(employments).toEqual([
      expect.objectContaining({ employerPlanId: plan.id, workProvidedEmail: workEmail, isVerified: true }),
    ]);
    expect(await db.auditLog.count({ where: { subjectUserId: user.id, action: "plan-member.verified" } })).toBe(1);

    forgetAllCachedSessions();
    const after = await executeGraphQL<{ authenticationInfo: { isVerifiedPlanMember: boolean; plans: Array<{ planId: string }> } }>({
      query: INFO,
      cookie,
    });
    expect(after.body.data?.authenticationInfo.isVerifiedPlanMember).toBe(true);
    expect(after.body.data?.authenticationInfo.plans.map((p) => p.planId)).toContain(plan.id);
  });

  test("a user without a customer profile gets one; every open roster entry of the address is linked", async () => {
    const db = await getDb();
    const { user, cookie } = await signedInUser();
    const { workEmail, entry: first } = await rosterEntry("INVITED");
    const otherPlan = await createEmployerPlan(db);
    const second = await createPlanMember(db, { employerPlanId: otherPlan.id, workEmail, status: "ADDED" });
    const removedPlan = await createEmployerPlan(db);
    const removed = await createPlanMember(db, { employerPlanId: removedPlan.id, workEmail, status: "REMOVED" });

    await send(cookie, workEmail);
    expect((await verify(cookie, (await latestLink(workEmail)).token)).body.data?.verifyPlanMember.didVerify).toBe(true);

    for (const id of [first.id, second.id]) {
      expect(await db.planMember.findUniqueOrThrow({ where: { id } })).toMatchObject({ userId: user.id, status: "VERIFIED" });
    }
    expect(await db.planMember.findUniqueOrThrow({ where: { id: removed.id } })).toMatchObject({ userId: null, status: "REMOVED" });
    expect(await db.employment.count({ where: { customer: { userId: user.id }, isVerified: true } })).toBe(2);
  });

  test("a link works once", async () => {
    const { cookie } = await signedInUser();
    const { workEmail } = await rosterEntry();
    await send(cookie, workEmail);
    const { token } = await latestLink(workEmail);
    expect((await verify(cookie, token)).body.data?.verifyPlanMember.didVerify).toBe(true);
    expect((await verify(cookie, token)).body.data?.verifyPlanMember).toEqual({ didVerify: false, error: INVALID_LINK });
  });

  test("an expired link is refused and changes nothing", async () => {
    const db = await getDb();
    const { user, cookie } = await signedInUser();
    const { entry, workEmail } = await rosterEntry();
    await send(cookie, workEmail);
    await db.authToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await verify(cookie, (await latestLink(workEmail)).token)).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
    expect(await db.planMember.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ userId: null, status: "INVITED" });
  });

  test("only the newest link works", async () => {
    const { user, cookie } = await signedInUser();
    const { workEmail } = await rosterEntry();
    await send(cookie, workEmail);
    const first = await latestLink(workEmail);
    await pastCooldown(user.id);
    await send(cookie, workEmail);
    const second = await latestLink(workEmail);
    expect(second.token).not.toBe(first.token);
    expect((await verify(cookie, first.token)).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
    expect((await verify(cookie, second.token)).body.data?.verifyPlanMember.didVerify).toBe(true);
  });

  test("another account cannot use the link, and does not use it up", async () => {
    const { cookie: ownerCookie } = await signedInUser();
    const { cookie: otherCookie } = await signedInUser();
    const { workEmail } = await rosterEntry();
    await send(ownerCookie, workEmail);
    const { token } = await latestLink(workEmail);
    expect((await verify(otherCookie, token)).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
    expect((await verify(ownerCookie, token)).body.data?.verifyPlanMember.didVerify).toBe(true);
  });

  test("a roster entry removed after the link was sent is not linked", async () => {
    const db = await getDb();
    const { cookie } = await signedInUser();
    const { entry, workEmail } = await rosterEntry();
    await send(cookie, workEmail);
    await db.planMember.update({ where: { id: entry.id }, data: { status: "REMOVED" } });
    const { body } = await verify(cookie, (await latestLink(workEmail)).token);
    expect(body.data?.verifyPlanMember).toEqual({
      didVerify: false,
      error: "This work email is no longer on an employer plan. Please contact your employer.",
    });
    expect(await db.planMember.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ userId: null, status: "REMOVED" });
  });

  test("unknown and empty tokens are refused", async () => {
    const { cookie } = await signedInUser();
    expect((await verify(cookie, "made-up-token")).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
    expect((await verify(cookie, "")).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
  });

  test("opening links is rate-limited per user", async () => {
    const { cookie } = await signedInUser();
    for (let attempt = 0; attempt < PLAN_MEMBER_VERIFICATION_LIMITS.verifyAttemptsPerUserPerHour; attempt++) {
      expect((await verify(cookie, `guess-${attempt}`)).body.data?.verifyPlanMember.error).toBe(INVALID_LINK);
    }
    expect((await verify(cookie, "guess-last")).body.data?.verifyPlanMember.error).toBe(TOO_MANY);
  });
});

describe("who may verify", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const sent = await send(undefined, "someone@acme.example");
    expect(sent.body.errors?.[0]).toMatchObject({ message: "Please sign in and try again.", extensions: { code: "UNAUTHENTICATED" } });
    const verified = await verify(undefined, "token");
    expect(verified.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("a coach cannot verify for the customer being viewed", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db, { isEmailVerified: true });
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });
    const { workEmail } = await rosterEntry();
    const { body } = await send(cookie, workEmail);
    expect(body.data?.sendPlanMemberVerificationEmail).toMatchObject({ didSend: false, error: "You do not have permission to do that." });
    expect(await outboxMessages({ to: workEmail })).toHaveLength(0);
    expect((await verify(cookie, "token")).body.data?.verifyPlanMember.error).toBe("You do not have permission to do that.");
  });
});
