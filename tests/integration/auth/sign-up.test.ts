import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { outboxMessages } from "../../helpers/outbox";
import { SIGN_UP_LIMITS } from "@/lib/auth/sign-up/sign-up-with-password";
import { createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const SIGN_UP = `mutation($email: String!, $password: String!, $firstName: String!, $lastName: String!, $captchaToken: String, $partner: String, $pricingPlanId: String) {
  createNewUserViaPassword(email: $email, password: $password, firstName: $firstName, lastName: $lastName, captchaToken: $captchaToken, partner: $partner, pricingPlanId: $pricingPlanId) {
    payload { email username }
    error
  }
}`;
const WHO_AM_I = "query { authenticationInfo { email isUserEmailVerified lastOnboardingStep isSkipOnboarding } }";

type SignUpResult = { createNewUserViaPassword: { payload: { email: string; username: string } | null; error: string | null } };

const GOOD_PASSWORD = "Harbor-Lantern-42!";
let ipCounter = 0;

/** Each test its own client address, so the per-address limit of one test does not touch another. */
function signUp(variables: Partial<Record<string, string>>, ip = `198.51.100.${++ipCounter}`) {
  return executeGraphQL<SignUpResult>({
    query: SIGN_UP,
    variables: { email: uniqueEmail("signup"), password: GOOD_PASSWORD, firstName: "Ada", lastName: "Lovelace", ...variables },
    headers: { "x-forwarded-for": ip },
  });
}

describe("createNewUserViaPassword", () => {
  test("an employer sign-up keeps its pricing plan on the account until the company plan is created", async () => {
    const email = uniqueEmail("employer");
    const result = await signUp({ email, pricingPlanId: "financial-wellness-coaching" });
    const db = await getDb();
    const planOf = async () =>
      (await db.user.findUniqueOrThrow({ where: { email }, select: { employerSignUpPlanId: true } })).employerSignUpPlanId;
    expect(await planOf()).toBe("financial-wellness-coaching");

    const cookie = sessionCookieFrom(result.setCookies);
    const created = await executeGraphQL<{ createEmployerPlan: { error: string | null } }>({
      query: `mutation { createEmployerPlan(name: "Employer ${Date.now()}", pricingPlanId: "financial-wellness-coaching") { error plan { id } } }`,
      cookie,
    });
    expect(created.body.data?.createEmployerPlan.error).toBeNull();
    expect(await planOf()).toBeNull();
  });

  test("an unknown pricing plan is ignored: the member onboards as an individual", async () => {
    const email = uniqueEmail("not-employer");
    await signUp({ email, pricingPlanId: "free-lunch" });
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { employerSignUpPlanId: true } });
    expect(user.employerSignUpPlanId).toBeNull();
  });

  test("creates the user at onboarding step 1, signs them in and emails a verification link from SITE_URL", async () => {
    const email = uniqueEmail("Mixed.Case");
    const result = await executeGraphQL<SignUpResult>({
      query: SIGN_UP,
      variables: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, firstName: " Ada ", lastName: "Lovelace" },
      headers: { "x-forwarded-for": "198.51.100.200", host: "evil.example" },
    });
    const lowered = email.toLowerCase();
    expect(result.body.data).toEqual({ createNewUserViaPassword: { payload: { email: lowered, username: lowered }, error: null } });

    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: lowered } });
    expect(user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", lastOnboardingStep: 1, isEmailVerified: false, isSkipOnboarding: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    // Signed in: the session cookie works and the hint cookie is set.
    const cookie = sessionCookieFrom(result.setCookies);
    expect(cookie).toBeDefined();
    expect(result.setCookies.some((value) => value.startsWith("signedin=true"))).toBe(true);
    const me = await executeGraphQL({ query: WHO_AM_I, cookie });
    expect(me.body.data).toEqual({
      authenticationInfo: { email: lowered, isUserEmailVerified: false, lastOnboardingStep: 1, isSkipOnboarding: false },
    });

    const [message] = await outboxMessages({ to: lowered });
    expect(message?.subject).toMatch(/verify your email/i);
    const link = message!.text.match(/https?:\/\/\S+/)![0];
    const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
    expect(link.startsWith(`${new URL(siteUrl).origin}/verify-user-email?token=`)).toBe(true);
    expect(link).not.toContain("evil.example");

    const audit = await db.auditLog.findMany({ where: { actorUserId: user.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["account.signed-up", "session.sign-in"]));
    expect(JSON.stringify(audit)).not.toContain(GOOD_PASSWORD);
  });

  test("remembers the partner the member came through in the audit log", async () => {
    const email = uniqueEmail("partner");
    const result = await signUp({ email, partner: "LifeMart" });
    expect(result.body.data!.createNewUserViaPassword.error).toBeNull();
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const row = await db.auditLog.findFirstOrThrow({ where: { actorUserId: user.id, action: "account.signed-up" } });
    expect(row.metadata).toMatchObject({ partner: "lifemart", method: "password" });
  });

  test("'User with that email already exists' for a taken email, whatever its case", async () => {
    const db = await getDb();
    const existing = await createUser(db);
    const result = await signUp({ email: existing.email.toUpperCase() });
    expect(result.body.data).toEqual({ createNewUserViaPassword: { payload: null, error: "User with that email already exists" } });
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
  });

  test("the duplicate answer is rate-limited per email, from any address", async () => {
    const db = await getDb();
    const existing = await createUser(db);
    const errors: Array<string | null> = [];
    for (let attempt = 0; attempt <= SIGN_UP_LIMITS.perEmailPerHour; attempt += 1) {
      const result = await signUp({ email: existing.email }, `203.0.113.${attempt + 1}`);
      errors.push(result.body.data!.createNewUserViaPassword.error);
    }
    expect(errors.slice(0, SIGN_UP_LIMITS.perEmailPerHour)).toEqual(
      Array(SIGN_UP_LIMITS.perEmailPerHour).fill("User with that email already exists"),
    );
    expect(errors.at(-1)).toBe("Too many attempts. Please try again later");
  });

  test("sign-up attempts are rate-limited per address, whatever the email", async () => {
    const ip = "192.0.2.77";
    const errors: Array<string | null> = [];
    for (let attempt = 0; attempt <= SIGN_UP_LIMITS.perIpPerHour; attempt += 1) {
      // Invalid emails cost nothing else, and still count against the address.
      const result = await signUp({ email: `not-an-email-${attempt}` }, ip);
      errors.push(result.body.data!.createNewUserViaPassword.error);
    }
    expect(new Set(errors.slice(0, SIGN_UP_LIMITS.perIpPerHour))).toEqual(new Set(["Invalid email"]));
    expect(errors.at(-1)).toBe("Too many attempts. Please try again later");
  });

  test.each([
    ["an invalid email", { email: "not-an-email" }, "Invalid email"],
    ["an empty email", { email: "" }, "Invalid email"],
    ["a short password", { password: "Ab1!" }, "Password not strong enough"],
    ["an all-numeric password", { password: "1234567890123" }, "Password not strong enough"],
    ["a common password", { password: "password1" }, "Password not strong enough"],
    ["a common password with simple changes", { password: "Passw0rd!" }, "Password not strong enough"],
    ["a password like the email", { email: "harborlantern@example.com", password: "harborlantern1" }, "Password not strong enough"],
    ["a staff email", { email: "someone@mariner.com" }, "Mariner employees must sign up using Okta."],
    ["a staff email in capitals", { email: "Someone@MARINER.com" }, "Mariner employees must sign up using Okta."],
    ["no first name", { firstName: "  " }, "Missing first name"],
    ["no last name", { lastName: "" }, "Missing last name"],
  ])("refuses %s", async (_case, variables, message) => {
    const result = await signUp(variables);
    expect(result.body.data).toEqual({ createNewUserViaPassword: { payload: null, error: message } });
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
  });

  test("is not replayed by an Idempotency-Key (it sets session cookies)", async () => {
    const email = uniqueEmail("replay");
    const headers = { "x-forwarded-for": "198.51.100.250", "idempotency-key": crypto.randomUUID() };
    const variables = { email, password: GOOD_PASSWORD, firstName: "Ada", lastName: "Lovelace" };
    const first = await executeGraphQL<SignUpResult>({ query: SIGN_UP, variables, headers });
    const second = await executeGraphQL<SignUpResult>({ query: SIGN_UP, variables, headers });
    expect(first.body.data!.createNewUserViaPassword.error).toBeNull();
    expect(second.body.data!.createNewUserViaPassword.error).toBe("User with that email already exists");
  });

  describe("with captcha configured", () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    beforeAll(() => {
      process.env.CAPTCHA_SECRET_KEY = "test-secret";
      resetEnvForTests();
    });
    afterAll(() => {
      delete process.env.CAPTCHA_SECRET_KEY;
      resetEnvForTests();
      fetchSpy.mockRestore();
    });

    test("a missing token is refused and a token the provider accepts goes through", async () => {
      const missing = await signUp({});
      expect(missing.body.data!.createNewUserViaPassword.error).toBe("Captcha verification failed. Please try again.");

      fetchSpy.mockImplementation(async (input, init) => {
        expect(String(input)).toContain("turnstile");
        const body = new URLSearchParams(String(init?.body));
        return Response.json({ success: body.get("response") === "good-token", "error-codes": [] });
      });
      const rejected = await signUp({ captchaToken: "bad-token" });
      expect(rejected.body.data!.createNewUserViaPassword.error).toBe("Captcha verification failed. Please try again.");
      const accepted = await signUp({ captchaToken: "good-token" });
      expect(accepted.body.data!.createNewUserViaPassword.error).toBeNull();
    });
  });
});
