import { GOOGLE_MESSAGES } from "@/lib/auth/google/google-messages";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createGoogleTokenVerifier } from "@/lib/integrations/identity-providers/google-adapter";
import { setGoogleTokenVerifierForTests } from "@/lib/integrations/identity-providers/get-google-token-verifier";
import { createEmployerPlan, createPlanMember, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import {
  startGoogleTestIssuer,
  type GoogleTestIssuer,
} from "@/tests/helpers/integrations/identity-providers/google-test-issuer";
import { useTestDatabase } from "@/tests/helpers/test-db";

// googleLogIn and createNewUserViaGoogle through the real GraphQL route, with the real Google adapter verifying
// tokens signed by a loopback key server.
useTestDatabase();

const CLIENT_ID = "mariner-web.apps.googleusercontent.com";
const savedClientId = process.env.GOOGLE_CLIENT_ID;
let google: GoogleTestIssuer;

const LOG_IN = `mutation ($token: String!) {
  googleLogIn(token: $token) { payload { email username firstName lastName plans { planId planName adminPermission } } error }
}`;
const SIGN_UP = `mutation ($googleToken: String!, $shouldCreate: Boolean!) {
  createNewUserViaGoogle(googleToken: $googleToken, shouldCreate: $shouldCreate) {
    payload { email firstName lastName username token } error
  }
}`;

type Payload = { payload: Record<string, unknown> | null; error: string | null };

beforeAll(async () => {
  google = await startGoogleTestIssuer({ audience: CLIENT_ID });
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  resetEnvForTests();
  setGoogleTokenVerifierForTests(createGoogleTokenVerifier({ clientId: CLIENT_ID, jwksUrl: google.jwksUrl }));
});
afterAll(async () => {
  setGoogleTokenVerifierForTests(null);
  if (savedClientId === undefined) delete process.env.GOOGLE_CLIENT_ID;
  else process.env.GOOGLE_CLIENT_ID = savedClientId;
  resetEnvForTests();
  await google.close();
});

async function logIn(token: string) {
  const result = await executeGraphQL<{ googleLogIn: Payload }>({ query: LOG_IN, variables: { token } });
  return { ...result, answer: result.body.data?.googleLogIn };
}

async function signUp(googleToken: string, shouldCreate = true) {
  const result = await executeGraphQL<{ createNewUserViaGoogle: Payload }>({
    query: SIGN_UP,
    variables: { googleToken, shouldCreate },
  });
  return { ...result, answer: result.body.data?.createNewUserViaGoogle };
}

const subject = () => `google-${uniqueEmail("s")}`;

describe("a token that cannot be verified", () => {
  test.each([
    ["garbage", async () => "not-a-jwt"],
    ["another audience", () => google.sign({ aud: "other.apps.googleusercontent.com" })],
    ["an unpublished key", () => google.sign({}, { key: "unpublished" })],
  ])("(%s) is the GraphQL error 'Failed to authenticate with Google.' on both operations", async (_name, makeToken) => {
    const token = await makeToken();
    for (const { body, setCookies } of [await logIn(token), await signUp(token)]) {
      expect(body.errors?.[0]?.message).toBe(GOOGLE_MESSAGES.failedToAuthenticate);
      expect(sessionCookieFrom(setCookies)).toBeUndefined();
    }
  });
});

describe("createNewUserViaGoogle", () => {
  test("creates a verified account linked to Google and signs it in; the token field stays null", async () => {
    const email = uniqueEmail("google.new");
    const sub = subject();
    const { answer, setCookies } = await signUp(await google.sign({ email, sub, given_name: "Gail", family_name: "Oogle" }));

    expect(answer).toEqual({
      payload: { email, firstName: "Gail", lastName: "Oogle", username: null, token: null },
      error: null,
    });
    const user = await (await getDb()).user.findUniqueOrThrow({ where: { email }, include: { customer: true } });
    expect(user).toMatchObject({ googleSubject: sub, isEmailVerified: true, passwordHash: null, lastOnboardingStep: 1 });
    expect(user.customer).not.toBeNull();
    const cookie = sessionCookieFrom(setCookies);
    const { body } = await executeGraphQL<{ authenticationInfo: { email: string } }>({
      query: "query { authenticationInfo { email } }",
      cookie,
    });
    expect(body.data?.authenticationInfo.email).toBe(email);
  });

  test("with shouldCreate false only checks: profile back, nothing created, no session", async () => {
    const email = uniqueEmail("google.check");
    const { answer, setCookies } = await signUp(await google.sign({ email, sub: subject() }), false);
    expect(answer).toEqual({
      payload: { email, firstName: "Pat", lastName: "Person", username: null, token: null },
      error: null,
    });
    expect(await (await getDb()).user.findUnique({ where: { email } })).toBeNull();
    expect(sessionCookieFrom(setCookies)).toBeUndefined();
  });

  test("refuses staff emails with the spec's sign-up message", async () => {
    const { answer } = await signUp(await google.sign({ email: uniqueEmail("someone", "mariner.com"), sub: subject() }));
    expect(answer).toEqual({ payload: null, error: GOOGLE_MESSAGES.staffMustSignUp });
  });

  test("an email that already has an account is 'User with that email already exists'", async () => {
    const db = await getDb();
    const existing = await createUser(db, { password: "Correct-Horse-42!" });
    const { answer, setCookies } = await signUp(await google.sign({ email: existing.email, sub: subject() }));
    expect(answer).toEqual({ payload: null, error: GOOGLE_MESSAGES.userExists });
    expect(sessionCookieFrom(setCookies)).toBeUndefined();
  });
});

describe("googleLogIn", () => {
  test("signs in the account linked to this Google account, with its plans", async () => {
    const db = await getDb();
    const sub = subject();
    const user = await createUser(db, { googleSubject: sub, isEmailVerified: true });
    const plan = await createEmployerPlan(db, { name: `Google Plan ${sub}` });
    await createPlanMember(db, { employerPlanId: plan.id, userId: user.id, status: "VERIFIED" });

    const { answer, setCookies } = await logIn(await google.sign({ email: user.email, sub }));

    expect(answer?.error).toBeNull();
    expect(answer?.payload).toMatchObject({
      email: user.email,
      plans: [{ planId: plan.id, planName: plan.name, adminPermission: null }],
    });
    expect(sessionCookieFrom(setCookies)).toBeDefined();
    const audit = await db.auditLog.findFirst({ where: { actorUserId: user.id, action: "session.sign-in" } });
    expect(audit?.operation).toBe("google");
  });

  test.each([
    [
      "a password account with the same email",
      async () => createUser(await getDb(), { password: "Correct-Horse-42!" }),
      GOOGLE_MESSAGES.notPermitted,
    ],
    [
      "a deactivated account",
      async () => createUser(await getDb(), { googleSubject: "deactivated-sub", deactivatedAt: new Date() }),
      "Account has been deactivated",
    ],
    ["a staff email", async () => createStaffUser(await getDb()), GOOGLE_MESSAGES.staffMustSignIn],
  ])("refuses %s with the spec's message", async (_case, makeUser, message) => {
    const user = await makeUser();
    const { answer, setCookies } = await logIn(
      await google.sign({ email: user.email, sub: user.googleSubject ?? subject() }),
    );
    expect(answer).toEqual({ payload: null, error: message });
    expect(sessionCookieFrom(setCookies)).toBeUndefined();
  });

  test("an email without any account is 'Email or password is incorrect'", async () => {
    const { answer } = await logIn(await google.sign({ email: uniqueEmail("nobody"), sub: subject() }));
    expect(answer).toEqual({ payload: null, error: "Email or password is incorrect" });
  });
});

test("without GOOGLE_CLIENT_ID every Google token is refused", async () => {
  const token = await google.sign({ email: uniqueEmail("any"), sub: subject() });
  delete process.env.GOOGLE_CLIENT_ID;
  resetEnvForTests();
  try {
    expect((await logIn(token)).body.errors?.[0]?.message).toBe(GOOGLE_MESSAGES.failedToAuthenticate);
  } finally {
    process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
    resetEnvForTests();
  }
});
