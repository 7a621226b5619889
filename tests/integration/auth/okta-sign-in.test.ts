import { NextRequest } from "next/server";
import { GET as startStaffSignIn } from "@/app/api/auth/okta/route";
import { POST as approveLocalSignIn } from "@/app/dev/identity-provider/approve/route";
import { OKTA_MESSAGES } from "@/lib/auth/okta/okta-messages";
import { oktaFlowCookieName } from "@/lib/auth/okta/okta-flow-cookie";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import {
  startOidcTestServer,
  type OidcTestServer,
} from "@/tests/helpers/integrations/identity-providers/oidc-test-server";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Staff sign-in and sign-up end to end through the real start route and GraphQL route, against a real OIDC server
// (oidc-provider) on loopback, then against the built-in local stand-in.
useTestDatabase();

const SITE_URL = "http://localhost:3000";
const SETTINGS = ["SITE_URL", "OKTA_ISSUER", "OKTA_CLIENT_ID", "OKTA_CLIENT_SECRET"] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

const OKTA_MUTATION = (field: "oktaLogIn" | "oktaSignup") => `mutation ($oktaCode: String!, $state: String, $iss: String) {
  ${field}(oktaCode: $oktaCode, state: $state, iss: $iss) { payload { email firstName lastName plans { planId } } error }
}`;
type OktaAnswer = { payload: { email: string; firstName: string; lastName: string } | null; error: string | null };

afterAll(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

/** The start route: where it sends the browser, and the flow cookie it sets. */
async function startFlow({ signup }: { signup: boolean }) {
  const response = await startStaffSignIn(new NextRequest(`${SITE_URL}/api/auth/okta${signup ? "?signup=true" : ""}`));
  expect(response.status).toBe(303);
  const flowHeader = response.headers.getSetCookie().find((value) => value.startsWith(`${oktaFlowCookieName()}=`));
  expect(flowHeader).toMatch(/HttpOnly/i);
  return { location: new URL(response.headers.get("location")!), flowCookie: flowHeader!.split(";")[0]! };
}

async function finish(
  field: "oktaLogIn" | "oktaSignup",
  callback: URL,
  flowCookie: string | undefined,
  override: { state?: string } = {},
) {
  const result = await executeGraphQL<Record<string, OktaAnswer>>({
    query: OKTA_MUTATION(field),
    variables: {
      oktaCode: callback.searchParams.get("code"),
      state: override.state ?? callback.searchParams.get("state"),
      iss: callback.searchParams.get("iss"),
    },
    cookie: flowCookie,
  });
  expect(result.body.errors).toBeUndefined();
  return { answer: result.body.data![field]!, setCookies: result.setCookies };
}

async function signedInEmail(setCookies: string[]) {
  const cookie = sessionCookieFrom(setCookies);
  if (!cookie) return null;
  const { body } = await executeGraphQL<{ authenticationInfo: { email: string } }>({
    query: "query { authenticationInfo { email } }",
    cookie,
  });
  return body.data?.authenticationInfo.email ?? null;
}

describe("with the real staff identity provider (oidc-provider on loopback)", () => {
  let oidcServer: OidcTestServer;

  beforeAll(async () => {
    oidcServer = await startOidcTestServer({ redirectUris: [`${SITE_URL}/okta/callback`] });
    process.env.SITE_URL = SITE_URL;
    process.env.OKTA_ISSUER = oidcServer.issuer;
    process.env.OKTA_CLIENT_ID = oidcServer.clientId;
    process.env.OKTA_CLIENT_SECRET = oidcServer.clientSecret;
    resetEnvForTests();
  });
  afterAll(() => oidcServer.close());

  test("an existing staff member signs in and gets a session", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db, { oktaSubject: null });
    const { location, flowCookie } = await startFlow({ signup: false });
    expect(location.origin).toBe(oidcServer.issuer);
    expect(location.searchParams.get("scope")).toBe("openid email profile");

    const callback = await oidcServer.signIn(location, staff.email);
    const { answer, setCookies } = await finish("oktaLogIn", callback, flowCookie);

    expect(answer).toEqual({ payload: expect.objectContaining({ email: staff.email, plans: [] }), error: null });
    expect(await signedInEmail(setCookies)).toBe(staff.email);
    expect(setCookies.some((value) => value.startsWith(`${oktaFlowCookieName()}=;`))).toBe(true);
    const linked = await db.user.findUniqueOrThrow({ where: { id: staff.id }, select: { oktaSubject: true } });
    expect(linked.oktaSubject).toBe(staff.email);
    const audit = await db.auditLog.findFirst({ where: { actorUserId: staff.id, action: "session.sign-in" } });
    expect(audit?.operation).toBe("okta");
  });

  test("sign-up (signup=true) creates a verified staff account and signs it in", async () => {
    const db = await getDb();
    const email = uniqueEmail("new.staff", "mariner.com");
    const { location, flowCookie } = await startFlow({ signup: true });
    const callback = await oidcServer.signIn(location, email);
    expect(callback.pathname).toBe("/okta/callback");

    const { answer, setCookies } = await finish("oktaSignup", callback, flowCookie);

    expect(answer.error).toBeNull();
    expect(answer.payload).toMatchObject({ email, firstName: "Okta", lastName: "Person" });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ isStaff: true, isSingleSignOn: true, isEmailVerified: true, passwordHash: null });
    expect(user.oktaSubject).toBe(email);
    expect(await signedInEmail(setCookies)).toBe(email);
  });

  test("a wrong state is refused and no session starts", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const { location, flowCookie } = await startFlow({ signup: false });
    const callback = await oidcServer.signIn(location, staff.email);

    const { answer, setCookies } = await finish("oktaLogIn", callback, flowCookie, { state: "forged-state" });

    expect(answer).toEqual({ payload: null, error: OKTA_MESSAGES.verifyFailed });
    expect(sessionCookieFrom(setCookies)).toBeUndefined();
  });

  test("a code without the browser's flow cookie is refused", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const { location } = await startFlow({ signup: false });
    const callback = await oidcServer.signIn(location, staff.email);

    const { answer } = await finish("oktaLogIn", callback, undefined);
    expect(answer).toEqual({ payload: null, error: OKTA_MESSAGES.verifyFailed });
  });

  test("a sign-in flow cannot be finished as a sign-up, nor the other way round", async () => {
    const email = uniqueEmail("mixed", "mariner.com");
    const login = await startFlow({ signup: false });
    const loginCallback = await oidcServer.signIn(login.location, email);
    expect((await finish("oktaSignup", loginCallback, login.flowCookie)).answer.error).toBe(OKTA_MESSAGES.verifyFailed);
    expect(await (await getDb()).user.findUnique({ where: { email } })).toBeNull();
  });

  test("an email outside the staff domain is refused on sign-in and on sign-up", async () => {
    const db = await getDb();
    const customer = await createUser(db, { email: uniqueEmail("customer", "example.com") });
    const login = await startFlow({ signup: false });
    const loginCallback = await oidcServer.signIn(login.location, customer.email);
    const loggedIn = await finish("oktaLogIn", loginCallback, login.flowCookie);
    expect(loggedIn.answer).toEqual({ payload: null, error: OKTA_MESSAGES.logInFailed });
    expect(sessionCookieFrom(loggedIn.setCookies)).toBeUndefined();

    const outsider = uniqueEmail("outsider", "example.com");
    const signup = await startFlow({ signup: true });
    const signupCallback = await oidcServer.signIn(signup.location, outsider);
    expect((await finish("oktaSignup", signupCallback, signup.flowCookie)).answer).toEqual({
      payload: null,
      error: OKTA_MESSAGES.signUpFailed,
    });
    expect(await db.user.findUnique({ where: { email: outsider } })).toBeNull();
  });

  test("a staff email without an account cannot sign in (sign-up is the way in)", async () => {
    const { location, flowCookie } = await startFlow({ signup: false });
    const callback = await oidcServer.signIn(location, uniqueEmail("nobody", "mariner.com"));
    expect((await finish("oktaLogIn", callback, flowCookie)).answer.error).toBe(OKTA_MESSAGES.logInFailed);
  });

  test("a deactivated staff account cannot sign in", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db, { deactivatedAt: new Date() });
    const { location, flowCookie } = await startFlow({ signup: false });
    const callback = await oidcServer.signIn(location, staff.email);
    expect((await finish("oktaLogIn", callback, flowCookie)).answer.error).toBe(OKTA_MESSAGES.logInFailed);
  });
});

describe("with the local stand-in (no OKTA_* settings)", () => {
  beforeAll(() => {
    process.env.SITE_URL = SITE_URL;
    for (const name of ["OKTA_ISSUER", "OKTA_CLIENT_ID", "OKTA_CLIENT_SECRET"] as const) delete process.env[name];
    resetEnvForTests();
  });

  async function approve(location: URL, email: string) {
    const form = new URLSearchParams(location.searchParams);
    form.set("email", email);
    const response = await approveLocalSignIn(
      new Request(`${SITE_URL}/dev/identity-provider/approve`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(response.status).toBe(303);
    return new URL(response.headers.get("location")!);
  }

  test("the start route sends staff to the local sign-in page, which signs them in like the real provider", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const { location, flowCookie } = await startFlow({ signup: false });
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/dev/identity-provider/authorize`);

    const callback = await approve(location, staff.email.toUpperCase());
    const { answer, setCookies } = await finish("oktaLogIn", callback, flowCookie);
    expect(answer.payload?.email).toBe(staff.email);
    expect(await signedInEmail(setCookies)).toBe(staff.email);

    // The local code is single use too.
    expect((await finish("oktaLogIn", callback, flowCookie)).answer.error).toBe(OKTA_MESSAGES.verifyFailed);
  });

  test("the local sign-in page refuses an email outside the staff domain", async () => {
    const { location } = await startFlow({ signup: false });
    const answer = await approve(location, "someone@example.com");
    expect(answer.pathname).toBe("/dev/identity-provider/authorize");
    expect(answer.searchParams.get("error")).toBe("email");
    expect(answer.searchParams.has("code")).toBe(false);
  });
});
