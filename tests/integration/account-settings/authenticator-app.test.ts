import { generateSync } from "otplib";
import { issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { getDb } from "@/lib/db";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor, sessionCookieFrom } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { cookieFrom, latestCode, logIn, PASSWORD, uniqueIp, uniquePhone } from "../auth/log-in-helpers";

// The authenticator app and recovery codes (issue 13 item 2): set up with the current password and a first code,
// asked for at sign-in instead of a text, ten single-use recovery codes shown once that work at /mfa and for account
// recovery; nothing of it in coach mode, and one member's codes prove nothing for another.
useTestDatabase();

const METHODS = "query { twoFactorMethods { hasAuthenticatorApp authenticatorAppAddedAt recoveryCodesLeft } }";
const START = `mutation($currentPassword: String!) {
  startAuthenticatorSetup(currentPassword: $currentPassword) { secret otpauthUri qrCodeSvg error errorField }
}`;
const CONFIRM = `mutation($code: String!) {
  confirmAuthenticatorSetup(code: $code) { didConfirm recoveryCodes error errorField }
}`;
const REMOVE = `mutation($currentPassword: String!) {
  removeAuthenticatorApp(currentPassword: $currentPassword) { didRemove error errorField }
}`;
const REGENERATE = `mutation($currentPassword: String!) {
  regenerateRecoveryCodes(currentPassword: $currentPassword) { recoveryCodes error errorField }
}`;
const RECOVER = `mutation($token: String!, $newPassword: String!, $newPrimaryEmail: String!, $code: String) {
  recoverAccount(token: $token, newPassword: $newPassword, newPrimaryEmail: $newPrimaryEmail, code: $code, captchaToken: "") { didRecover error }
}`;
const DETAILS = `query($token: String!) {
  recoverAccountTokenDetails(token: $token) { isTokenValid isCodeRequired maskedPhoneNumber hasAuthenticatorApp }
}`;

type Setup = { secret: string | null; otpauthUri: string | null; qrCodeSvg: string | null; error: string | null; errorField: string | null };
type Confirmed = { didConfirm: boolean; recoveryCodes: string[] | null; error: string | null; errorField: string | null };
type Methods = { hasAuthenticatorApp: boolean; authenticatorAppAddedAt: string | null; recoveryCodesLeft: number };

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(await getDb(), { email: uniqueEmail("authenticator"), password: PASSWORD, ...overrides });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data!)[0]!;
  };
  return { user, cookie, call };
}

/** A code of the app for a time step other than now's (the previous one), so a test can sign in twice in a window. */
const codeAt = (secret: string, offsetSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function withAuthenticator(overrides: Parameters<typeof createUser>[1] = {}) {
  const m = await member(overrides);
  const setup = await m.call<Setup>(START, { currentPassword: PASSWORD });
  const confirmed = await m.call<Confirmed>(CONFIRM, { code: codeAt(setup.secret!) });
  return { ...m, secret: setup.secret!, recoveryCodes: confirmed.recoveryCodes! };
}

test("setting up: the current password, then a QR code and secret; the app's code confirms it and ten recovery codes come once", async () => {
  const { user, call } = await member();
  expect(await call<Methods>(METHODS)).toEqual({ hasAuthenticatorApp: false, authenticatorAppAddedAt: null, recoveryCodesLeft: 0 });

  expect(await call<Setup>(START, { currentPassword: "not-it" })).toMatchObject({
    secret: null,
    error: "Your current password is incorrect.",
    errorField: "currentPassword",
  });
  const setup = await call<Setup>(START, { currentPassword: PASSWORD });
  expect(setup.error).toBeNull();
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.otpauthUri).toBe(
    `otpauth://totp/Mariner%20Financial%20Wellness:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=Mariner%20Financial%20Wellness`,
  );
  expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  // The secret is stored encrypted, never as the app sees it.
  const stored = await (await getDb()).authenticatorApp.findUniqueOrThrow({ where: { userId: user.id } });
  expect(stored.secretEncrypted).not.toContain(setup.secret!);
  // Not yet asked for at sign-in.
  expect((await logIn({ email: user.email, password: PASSWORD }, { ip: uniqueIp() })).body.data?.passwordLogIn.error).toBeNull();

  const wrong = codeAt(setup.secret!, 10);
  expect(await call<Confirmed>(CONFIRM, { code: wrong })).toEqual({
    didConfirm: false,
    recoveryCodes: null,
    error: "That code did not match. Check the time on your phone and enter the newest code.",
    errorField: "code",
  });
  const confirmed = await call<Confirmed>(CONFIRM, { code: codeAt(setup.secret!) });
  expect(confirmed.didConfirm).toBe(true);
  expect(confirmed.recoveryCodes).toHaveLength(10);
  expect(new Set(confirmed.recoveryCodes).size).toBe(10);
  for (const code of confirmed.recoveryCodes!) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  const rows = await (await getDb()).recoveryCode.findMany({ where: { userId: user.id } });
  expect(rows.map((row) => row.codeHash).join()).not.toContain(confirmed.recoveryCodes![0]!.replace("-", ""));

  expect(await call<Methods>(METHODS)).toMatchObject({ hasAuthenticatorApp: true, recoveryCodesLeft: 10 });
  const [notice] = await outboxMessages({ to: user.email, limit: 1 });
  expect(notice?.text).toContain("an authenticator app was set up for two-step verification");

  // Confirming twice, or starting again while one is set up, is refused.
  expect((await call<Confirmed>(CONFIRM, { code: codeAt(setup.secret!, 1) })).error).toBe(
    "An authenticator app is already set up. Remove it first to set up another.",
  );
  expect((await call<Setup>(START, { currentPassword: PASSWORD })).error).toBe(
    "An authenticator app is already set up. Remove it first to set up another.",
  );
});

test("sign-in asks for the app's code instead of texting one; a code works once; a recovery code works once", async () => {
  const phoneNumber = uniquePhone();
  const { user, secret, recoveryCodes } = await withAuthenticator({ phoneNumber, is2faEnabled: true });
  const ip = uniqueIp();

  const first = await logIn({ email: user.email, password: PASSWORD }, { ip });
  expect(first.body.data?.passwordLogIn.error).toBe("2FA_REQUIRED");
  expect(await outboxMessages({ to: phoneNumber })).toHaveLength(0); // no text while an app is set up

  const code = codeAt(secret, 1); // the next step's code: the set-up used this step's
  const signedIn = await logIn({ email: user.email, password: PASSWORD, code }, { ip });
  expect(signedIn.body.data?.passwordLogIn.error).toBeNull();
  expect(sessionCookieFrom(signedIn.setCookies)).toBeDefined();
  const replay = await logIn({ email: user.email, password: PASSWORD, code }, { ip });
  expect(replay.body.data?.passwordLogIn).toEqual({ payload: null, error: "Invalid code entered" });

  // A recovery code, typed loosely (upper case, no dash), works once; the email says how many are left.
  const typed = recoveryCodes[3]!.replace("-", "").toUpperCase();
  const withRecovery = await logIn({ email: user.email, password: PASSWORD, code: typed }, { ip });
  expect(withRecovery.body.data?.passwordLogIn.error).toBeNull();
  const [notice] = await outboxMessages({ to: user.email, limit: 1 });
  expect(notice?.text).toContain("a recovery code was used");
  expect(notice?.text).toContain("You have 9 unused recovery codes left");
  const again = await logIn({ email: user.email, password: PASSWORD, code: typed }, { ip });
  expect(again.body.data?.passwordLogIn.error).toBe("Invalid code entered");

  // The phone still works when asked for.
  const resend = await executeGraphQL<{ resendMfaCode: { success: boolean } }>({
    query: `mutation($email: String!) { resendMfaCode(email: $email, channel: sms) { success error } }`,
    variables: { email: user.email },
    cookie: cookieFrom(first.setCookies, "mariner.pending-log-in"),
    headers: { "x-forwarded-for": ip },
  });
  expect(resend.body.data?.resendMfaCode.success).toBe(true);
  const texted = await latestCode(phoneNumber);
  expect((await logIn({ email: user.email, password: PASSWORD, code: texted.code }, { ip })).body.data?.passwordLogIn.error).toBeNull();
});

test("one member's recovery code or app code proves nothing for another", async () => {
  const owner = await withAuthenticator();
  const other = await withAuthenticator();
  const ip = uniqueIp();
  for (const code of [owner.recoveryCodes[0]!, codeAt(owner.secret, 1)]) {
    const result = await logIn({ email: other.user.email, password: PASSWORD, code }, { ip });
    expect(result.body.data?.passwordLogIn.error).toBe("Invalid code entered");
  }
  expect(await (await getDb()).recoveryCode.count({ where: { userId: owner.user.id, usedAt: null } })).toBe(10);
});

test("new recovery codes replace the old ones; removing the app (password again) ends remembered devices and, with no phone, the codes", async () => {
  const { user, call, recoveryCodes } = await withAuthenticator();
  const regenerated = await call<{ recoveryCodes: string[] | null; error: string | null }>(REGENERATE, { currentPassword: PASSWORD });
  expect(regenerated.recoveryCodes).toHaveLength(10);
  const ip = uniqueIp();
  expect((await logIn({ email: user.email, password: PASSWORD, code: recoveryCodes[0] }, { ip })).body.data?.passwordLogIn.error).toBe(
    "Invalid code entered",
  );
  expect((await logIn({ email: user.email, password: PASSWORD, code: regenerated.recoveryCodes![0] }, { ip })).body.data?.passwordLogIn.error).toBeNull();

  const db = await getDb();
  await db.rememberedDevice.create({ data: { userId: user.id, tokenHash: `device-${user.id}`, expiresAt: new Date(Date.now() + 86_400_000) } });
  expect(await call(REMOVE, { currentPassword: "wrong" })).toEqual({
    didRemove: false,
    error: "Your current password is incorrect.",
    errorField: "currentPassword",
  });
  expect(await call(REMOVE, { currentPassword: PASSWORD })).toEqual({ didRemove: true, error: null, errorField: null });
  expect(await db.rememberedDevice.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  expect(await call<Methods>(METHODS)).toEqual({ hasAuthenticatorApp: false, authenticatorAppAddedAt: null, recoveryCodesLeft: 0 });
  const [notice] = await outboxMessages({ to: user.email, limit: 1 });
  expect(notice?.text).toContain("the authenticator app was removed");
  // Signing in asks for nothing more now.
  expect((await logIn({ email: user.email, password: PASSWORD }, { ip })).body.data?.passwordLogIn.error).toBeNull();
  // And recovery codes need a second factor to be made.
  expect((await call<{ error: string | null }>(REGENERATE, { currentPassword: PASSWORD })).error).toBe(
    "Turn on two-step verification first: recovery codes are a way past it.",
  );
});

test("account recovery takes the app's code or a recovery code", async () => {
  const recoveryEmail = uniqueEmail("recovery");
  const { user, secret, recoveryCodes } = await withAuthenticator({ recoveryEmail, isRecoveryEmailVerified: true });
  const tokenFor = async () => (await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: recoveryEmail })).token;

  const token = await tokenFor();
  const { body } = await executeGraphQL({ query: DETAILS, variables: { token } });
  expect(body.data).toEqual({
    recoverAccountTokenDetails: { isTokenValid: true, isCodeRequired: true, maskedPhoneNumber: null, hasAuthenticatorApp: true },
  });
  const newPrimaryEmail = uniqueEmail("recovered");
  const recover = (code: string) =>
    executeGraphQL<{ recoverAccount: { didRecover: boolean; error: string | null } }>({
      query: RECOVER,
      variables: { token, newPassword: "Fresh-Harbor-77!", newPrimaryEmail, code },
    });
  expect((await recover("123456")).body.data?.recoverAccount).toEqual({ didRecover: false, error: "Invalid code entered" });
  expect((await recover(recoveryCodes[5]!)).body.data?.recoverAccount).toEqual({ didRecover: true, error: null });
  await expect(verifyPasswordSignIn({ email: newPrimaryEmail, password: "Fresh-Harbor-77!", ipAddress: null })).resolves.toBeDefined();

  const second = await tokenFor();
  const withApp = await executeGraphQL<{ recoverAccount: { didRecover: boolean; error: string | null } }>({
    query: RECOVER,
    variables: { token: second, newPassword: "Harbor-Fresh-88!", newPrimaryEmail: uniqueEmail("again"), code: codeAt(secret, 1) },
  });
  expect(withApp.body.data?.recoverAccount).toEqual({ didRecover: true, error: null });
});

test("a coach acting as the member can do none of it, and a signed-out caller is told to sign in", async () => {
  const owner = await withAuthenticator();
  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  for (const [query, variables] of [
    [METHODS, {}],
    [START, { currentPassword: PASSWORD }],
    [CONFIRM, { code: "123456" }],
    [REMOVE, { currentPassword: PASSWORD }],
    [REGENERATE, { currentPassword: PASSWORD }],
  ] as const) {
    const asCoach = await executeGraphQL({ query, variables, cookie: coach.cookie });
    expect(asCoach.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    const signedOut = await executeGraphQL({ query, variables });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  }
  expect(await (await getDb()).authenticatorApp.count({ where: { userId: owner.user.id } })).toBe(1);
});

test("single sign-on members are told their sign-in handles it", async () => {
  const { call } = await member({ isSingleSignOn: true, googleSubject: `google-${Date.now()}` });
  expect((await call<Setup>(START, { currentPassword: PASSWORD })).error).toBe(
    "You sign in with Google or your company's sign-in, which handles two-step verification for you.",
  );
});
