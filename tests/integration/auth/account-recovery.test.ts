import { getDb } from "@/lib/db";
import { issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { sendLogInCode } from "@/lib/auth/two-factor/send-log-in-code";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { outboxMessages } from "../../helpers/outbox";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { latestCode, uniqueIp, uniquePhone, wrongCode } from "./log-in-helpers";

useTestDatabase();

const OLD_PASSWORD = "Old-Password-2026!";
const NEW_PASSWORD = "Fresh-Harbor-77!";

const SEND = "mutation($email: String!) { sendRecoverAccountEmail(email: $email) { didSend error } }";
const DETAILS = "query($token: String!) { recoverAccountTokenDetails(token: $token) { isTokenValid userEmail recoveryEmail } }";
const RECOVER = `mutation($token: String!, $newPassword: String!, $newPrimaryEmail: String!, $newRecoveryEmail: String, $code: String, $captchaToken: String) {
  recoverAccount(token: $token, newPassword: $newPassword, newPrimaryEmail: $newPrimaryEmail, newRecoveryEmail: $newRecoveryEmail, code: $code, captchaToken: $captchaToken) { didRecover error }
}`;
const SEND_CODE = `mutation($token: String!, $channel: MfaCodeChannel) {
  sendRecoverAccountCode(token: $token, channel: $channel) { success error retryAfterSeconds }
}`;
const CODE_DETAILS = "query($token: String!) { recoverAccountTokenDetails(token: $token) { isTokenValid isCodeRequired maskedPhoneNumber } }";
const WHO_AM_I = "query { authenticationInfo { email } }";

type SendResult = { sendRecoverAccountEmail: { didSend: boolean; error: string | null } };
type DetailsResult = {
  recoverAccountTokenDetails: { isTokenValid: boolean; userEmail: string | null; recoveryEmail: string | null };
};
type RecoverResult = { recoverAccount: { didRecover: boolean; error: string | null } };

const SAME_ANSWER = { sendRecoverAccountEmail: { didSend: true, error: null } };
const NOT_VALID = { recoverAccountTokenDetails: { isTokenValid: false, userEmail: null, recoveryEmail: null } };
const RECOVERED = { recoverAccount: { didRecover: true, error: null } };
const refused = (error: string) => ({ recoverAccount: { didRecover: false, error } });

function send(email: string) {
  return executeGraphQL<SendResult>({ query: SEND, variables: { email } });
}

async function details(token: string) {
  return (await executeGraphQL<DetailsResult>({ query: DETAILS, variables: { token } })).body.data;
}

function recover(variables: {
  token: string;
  newPrimaryEmail: string;
  newRecoveryEmail?: string | null;
  newPassword?: string;
  code?: string;
  captchaToken?: string;
}, cookie?: string) {
  return executeGraphQL<RecoverResult>({
    query: RECOVER,
    variables: { newPassword: NEW_PASSWORD, captchaToken: "", ...variables },
    cookie,
  });
}

function linkIn(text: string): URL {
  return new URL(text.match(/https?:\/\/\S+/)![0]);
}

async function signsInWith(email: string, password: string): Promise<boolean> {
  try {
    await verifyPasswordSignIn({ email, password, ipAddress: null });
    return true;
  } catch {
    return false;
  }
}

async function accountWithRecovery(overrides: Parameters<typeof createUser>[1] = {}) {
  const db = await getDb();
  return createUser(db, {
    password: OLD_PASSWORD,
    recoveryEmail: uniqueEmail("recovery"),
    isRecoveryEmailVerified: true,
    isEmailVerified: true,
    emailVerifiedAt: new Date(),
    ...overrides,
  });
}

async function recoveryToken(user: { id: string; recoveryEmail: string | null }) {
  const { token } = await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: user.recoveryEmail });
  return token;
}

describe("sendRecoverAccountEmail", () => {
  test("sends the link to the recovery email typed, on the configured site URL", async () => {
    const user = await accountWithRecovery();

    const { body } = await send(user.recoveryEmail!.toUpperCase());
    expect(body.data).toEqual(SAME_ANSWER);

    const messages = await outboxMessages({ to: user.recoveryEmail! });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe("Recover your Mariner Financial Wellness account");
    const link = linkIn(messages[0]!.text);
    expect(link.origin).toBe(new URL(getEnv().SITE_URL).origin);
    expect(link.pathname).toBe("/recover-account");
    // Nothing goes to the primary address, which the user may no longer read.
    expect(await outboxMessages({ to: user.email })).toHaveLength(0);
    expect(await details(link.searchParams.get("token")!)).toEqual({
      recoverAccountTokenDetails: { isTokenValid: true, userEmail: user.email, recoveryEmail: user.recoveryEmail },
    });
  });

  test("answers the same for a primary email, an unknown address, staff and deactivated accounts, sending nothing", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const staff = await createStaffUser(db, { recoveryEmail: uniqueEmail("staff-recovery") });
    const deactivated = await accountWithRecovery({ deactivatedAt: new Date() });
    const unknown = uniqueEmail("nobody");

    for (const email of [user.email, unknown, staff.recoveryEmail!, deactivated.recoveryEmail!]) {
      expect((await send(email)).body.data).toEqual(SAME_ANSWER);
      expect(await outboxMessages({ to: email })).toHaveLength(0);
    }
  });

  test("checks the address with the spec's messages", async () => {
    expect((await send("")).body.data).toEqual({ sendRecoverAccountEmail: { didSend: false, error: "Email is required" } });
    expect((await send("not-an-email")).body.data).toEqual({
      sendRecoverAccountEmail: { didSend: false, error: "Please enter a valid email" },
    });
  });

  test("has a one-minute cooldown per address, with or without an account behind it", async () => {
    const user = await accountWithRecovery();
    for (const email of [user.recoveryEmail!, uniqueEmail("nobody")]) {
      expect((await send(email)).body.data).toEqual(SAME_ANSWER);
      expect((await send(email)).body.data).toEqual({
        sendRecoverAccountEmail: { didSend: false, error: "Too many attempts. Please try again later" },
      });
    }
    expect(await outboxMessages({ to: user.recoveryEmail! })).toHaveLength(1);
  });
});

describe("recoverAccountTokenDetails", () => {
  test("is not valid for unknown, used, expired, replaced and other-purpose tokens", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();

    expect(await details("")).toEqual(NOT_VALID);
    expect(await details(createToken())).toEqual(NOT_VALID);
    const reset = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    expect(await details(reset.token)).toEqual(NOT_VALID);

    const older = await recoveryToken(user);
    const newer = await recoveryToken(user);
    expect(await details(older)).toEqual(NOT_VALID);
    expect((await details(newer))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
    await db.authToken.update({ where: { tokenHash: hashToken(newer) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await details(newer)).toEqual(NOT_VALID);

    const used = await recoveryToken(user);
    expect((await recover({ token: used, newPrimaryEmail: uniqueEmail("new") })).body.data).toEqual(RECOVERED);
    expect(await details(used)).toEqual(NOT_VALID);
  });

  test("is not valid once the recovery email changed since the link was sent", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const token = await recoveryToken(user);
    await db.user.update({ where: { id: user.id }, data: { recoveryEmail: uniqueEmail("changed") } });
    expect(await details(token)).toEqual(NOT_VALID);
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("new") })).body.data).toEqual(
      refused("Token is invalid or has expired"),
    );
  });
});

describe("recoverAccount", () => {
  test("changes the primary email and password once, ends every session and device, and tells the old addresses", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const laptop = await sessionCookieFor(user.id);
    await db.rememberedDevice.create({
      data: { userId: user.id, tokenHash: hashToken(createToken()), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const oldVerifyLink = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    await send(user.recoveryEmail!);
    const token = linkIn((await outboxMessages({ to: user.recoveryEmail! }))[0]!.text).searchParams.get("token")!;
    const newPrimaryEmail = uniqueEmail("new-primary");

    const { body } = await recover({ token, newPrimaryEmail: newPrimaryEmail.toUpperCase() });
    expect(body.data).toEqual(RECOVERED);

    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({
      email: newPrimaryEmail,
      recoveryEmail: user.recoveryEmail,
      isRecoveryEmailVerified: true,
      isEmailVerified: false,
      emailVerifiedAt: null,
    });
    expect(saved.passwordChangedAt).not.toBeNull();
    expect(await signsInWith(newPrimaryEmail, NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(newPrimaryEmail, OLD_PASSWORD)).toBe(false);
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(false);

    expect((await executeGraphQL({ query: WHO_AM_I, cookie: laptop.cookie })).body.errors?.[0]?.message).toBe(
      "Please sign in and try again.",
    );
    const sessions = await db.session.findMany({ where: { userId: user.id }, select: { revokedReason: true } });
    expect(sessions.map((session) => session.revokedReason)).toEqual(["account-recovery"]);
    expect(await db.rememberedDevice.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    // A verification link for the old address must not verify the new one.
    expect(await db.authToken.count({ where: { tokenHash: hashToken(oldVerifyLink.token), usedAt: null } })).toBe(0);

    const [oldPrimaryNotice] = await outboxMessages({ to: user.email });
    expect(oldPrimaryNotice!.subject).toBe("Your Mariner Financial Wellness account details were changed");
    expect(oldPrimaryNotice!.text).not.toContain(newPrimaryEmail);
    expect(oldPrimaryNotice!.text).not.toMatch(/https?:\/\//);
    const recoveryInbox = await outboxMessages({ to: user.recoveryEmail! });
    expect(recoveryInbox.map((message) => message.subject)).toContain(
      "Your Mariner Financial Wellness account details were changed",
    );
    const [verification] = await outboxMessages({ to: newPrimaryEmail });
    expect(linkIn(verification!.text).pathname).toBe("/verify-user-email");

    const audit = await db.auditLog.findFirst({ where: { actorUserId: user.id, action: "account.recovered" } });
    expect(audit).toMatchObject({ operation: "recoverAccount", subjectUserId: user.id });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);

    expect((await recover({ token, newPrimaryEmail: uniqueEmail("again") })).body.data).toEqual(
      refused("Token is invalid or has expired"),
    );
  });

  test("needs a new recovery email only when the new primary is the current recovery email", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const token = await recoveryToken(user);
    const newPrimaryEmail = user.recoveryEmail!;

    expect((await recover({ token, newPrimaryEmail })).body.data).toEqual(refused("Email is required"));
    expect((await recover({ token, newPrimaryEmail, newRecoveryEmail: "" })).body.data).toEqual(refused("Email is required"));
    expect((await recover({ token, newPrimaryEmail, newRecoveryEmail: user.recoveryEmail!.toUpperCase() })).body.data).toEqual(
      refused("This email is already your recovery email"),
    );

    const newRecoveryEmail = uniqueEmail("new-recovery");
    expect((await recover({ token, newPrimaryEmail, newRecoveryEmail })).body.data).toEqual(RECOVERED);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: newPrimaryEmail,
      recoveryEmail: newRecoveryEmail,
      isRecoveryEmailVerified: false,
    });
  });

  test("applies the email rules of spec 000 §5 with their messages, leaving the link usable", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const other = await createUser(db);
    const token = await recoveryToken(user);
    const fresh = uniqueEmail("fresh");

    const cases: Array<[Parameters<typeof recover>[0], string]> = [
      [{ token, newPrimaryEmail: "" }, "Email is required"],
      [{ token, newPrimaryEmail: "not-an-email" }, "Please enter a valid email"],
      [{ token, newPrimaryEmail: user.email.toUpperCase() }, "This email is already your primary email"],
      [{ token, newPrimaryEmail: fresh, newRecoveryEmail: fresh }, "This email is already your recovery email"],
      [{ token, newPrimaryEmail: fresh, newRecoveryEmail: "nope" }, "Please enter a valid email"],
      [{ token, newPrimaryEmail: fresh, newRecoveryEmail: user.recoveryEmail! }, "This email is already your recovery email"],
      [{ token, newPrimaryEmail: other.email }, "User with that email already exists"],
      [{ token, newPrimaryEmail: uniqueEmail("staff", getEnv().STAFF_EMAIL_DOMAIN) }, "Mariner employees must sign up using Okta."],
      [{ token, newPrimaryEmail: fresh, newPassword: "weakpassword" }, "Password not strong enough"],
      [{ token, newPrimaryEmail: fresh, newPassword: "P@ssw0rd" }, "Password not strong enough"],
      // A common password with simple changes (spec 000 §5 with zxcvbn), though it meets the five requirements.
      [{ token, newPrimaryEmail: fresh, newPassword: "Passw0rd!" }, "Password not strong enough"],
    ];
    for (const [variables, message] of cases) {
      expect((await recover(variables)).body.data).toEqual(refused(message));
    }
    expect((await details(token))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).email).toBe(other.email);
  });

  test("when a notice cannot be queued, the recovery does not happen at all and the link still works", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    // An address no mail service would take (e.g. imported long ago): the notice to it fails inside the transaction.
    await db.user.update({ where: { id: user.id }, data: { email: `legacy-${user.id}` } });
    const laptop = await sessionCookieFor(user.id);
    const token = await recoveryToken(user);

    const { body } = await recover({ token, newPrimaryEmail: uniqueEmail("primary") });
    expect(body.data?.recoverAccount.didRecover ?? false).toBe(false);

    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: `legacy-${user.id}`,
      passwordChangedAt: user.passwordChangedAt,
    });
    expect((await executeGraphQL({ query: WHO_AM_I, cookie: laptop.cookie })).body.data).toEqual({
      authenticationInfo: { email: `legacy-${user.id}` },
    });
    expect(await outboxMessages({ to: user.recoveryEmail! })).toEqual([]);
    expect((await details(token))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
  });

  test("a new recovery email may be set even when the flow did not need one", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const token = await recoveryToken(user);
    const newPrimaryEmail = uniqueEmail("primary");
    const newRecoveryEmail = uniqueEmail("recovery2");
    expect((await recover({ token, newPrimaryEmail, newRecoveryEmail })).body.data).toEqual(RECOVERED);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: newPrimaryEmail,
      recoveryEmail: newRecoveryEmail,
    });
  });

  test("is refused to a coach acting as the customer", async () => {
    const db = await getDb();
    const customer = await accountWithRecovery();
    const staff = await createStaffUser(db);
    const coach = await sessionCookieFor(staff.id, { coachedUserId: customer.id });
    const token = await recoveryToken(customer);
    const { body } = await recover({ token, newPrimaryEmail: uniqueEmail("coach") }, coach.cookie);
    expect(body.data).toEqual(refused("You do not have permission to do that."));
    expect((await details(token))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
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

    test("a missing or rejected token is refused before the link is looked at; an accepted one goes through", async () => {
      const user = await accountWithRecovery();
      const token = await recoveryToken(user);
      const newPrimaryEmail = uniqueEmail("captcha");
      const CAPTCHA_FAILED = refused("Captcha verification failed. Please try again.");

      expect((await recover({ token, newPrimaryEmail, captchaToken: "" })).body.data).toEqual(CAPTCHA_FAILED);
      fetchSpy.mockImplementation(async (input, init) => {
        expect(String(input)).toContain("turnstile");
        const body = new URLSearchParams(String(init?.body));
        return Response.json({ success: body.get("response") === "good-token", "error-codes": [] });
      });
      expect((await recover({ token, newPrimaryEmail, captchaToken: "bad-token" })).body.data).toEqual(CAPTCHA_FAILED);
      expect((await details(token))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
      expect((await recover({ token, newPrimaryEmail, captchaToken: "good-token" })).body.data).toEqual(RECOVERED);
    });
  });
});

describe("only a verified recovery email recovers", () => {
  test("no link goes to an unverified recovery email, and the answer is the same", async () => {
    const user = await accountWithRecovery({ isRecoveryEmailVerified: false });
    expect((await send(user.recoveryEmail!)).body.data).toEqual(SAME_ANSWER);
    expect(await outboxMessages({ to: user.recoveryEmail! })).toHaveLength(0);
  });

  test("a link for an address that is not (or no longer) verified is refused and changes nothing", async () => {
    const db = await getDb();
    const user = await accountWithRecovery();
    const token = await recoveryToken(user);
    await db.user.update({ where: { id: user.id }, data: { isRecoveryEmailVerified: false } });

    expect(await details(token)).toEqual(NOT_VALID);
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("taken-over") })).body.data).toEqual(
      refused("Token is invalid or has expired"),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
  });
});

describe("recovering a two-factor account", () => {
  type SendCodeResult = {
    sendRecoverAccountCode: { success: boolean; error: string | null; retryAfterSeconds: number | null };
  };
  type CodeDetails = {
    recoverAccountTokenDetails: { isTokenValid: boolean; isCodeRequired: boolean; maskedPhoneNumber: string | null };
  };

  async function twoFactorAccount() {
    const phoneNumber = uniquePhone();
    const user = await accountWithRecovery({ phoneNumber, phoneNumberVerifiedAt: new Date(), is2faEnabled: true });
    return { user, phoneNumber, token: await recoveryToken(user) };
  }

  function sendCode(token: string, channel?: "sms" | "call", ip = uniqueIp()) {
    return executeGraphQL<SendCodeResult>({
      query: SEND_CODE,
      variables: { token, channel },
      headers: { "x-forwarded-for": ip },
    });
  }

  async function unchanged(user: { id: string; email: string }) {
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
    expect(await db.auditLog.count({ where: { subjectUserId: user.id, action: "account.recovered" } })).toBe(0);
  }

  test("the link's details say a code is needed and name the phone only by its last four digits", async () => {
    const { phoneNumber, token } = await twoFactorAccount();
    const { body } = await executeGraphQL<CodeDetails>({ query: CODE_DETAILS, variables: { token } });
    expect(body.data).toEqual({
      recoverAccountTokenDetails: {
        isTokenValid: true,
        isCodeRequired: true,
        maskedPhoneNumber: `•••-•••-${phoneNumber.slice(-4)}`,
      },
    });
  });

  test("without a code it is refused and nothing changes", async () => {
    const { user, token } = await twoFactorAccount();
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("no-code") })).body.data).toEqual(
      refused("Enter the code we sent to your phone"),
    );
    await unchanged(user);
    expect((await details(token))?.recoverAccountTokenDetails.isTokenValid).toBe(true);
  });

  test("with a wrong code, or a log-in code, it is refused and nothing changes", async () => {
    const { user, phoneNumber, token } = await twoFactorAccount();
    expect((await sendCode(token)).body.data).toEqual({
      sendRecoverAccountCode: { success: true, error: null, retryAfterSeconds: null },
    });
    const { code } = await latestCode(phoneNumber);
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("wrong"), code: wrongCode(code) })).body.data).toEqual(
      refused("Invalid code entered"),
    );
    await unchanged(user);

    // A code sent for signing in is not a recovery code.
    const db = await getDb();
    await db.oneTimeCode.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await sendLogInCode({ userId: user.id, phoneNumber, channel: "sms", ipAddress: null });
    const logInCode = (await latestCode(phoneNumber)).code;
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("login-code"), code: logInCode })).body.data).toEqual(
      refused("Invalid code entered"),
    );
    await unchanged(user);
  });

  test("with the right code it recovers, ends every session and tells the phone and the old primary", async () => {
    const db = await getDb();
    const { user, phoneNumber, token } = await twoFactorAccount();
    const laptop = await sessionCookieFor(user.id);
    expect((await sendCode(token, "call")).body.data?.sendRecoverAccountCode.success).toBe(true);
    const sent = await latestCode(phoneNumber);
    expect(sent.channel).toBe("voice");
    const newPrimaryEmail = uniqueEmail("recovered");

    expect((await recover({ token, newPrimaryEmail, code: sent.code })).body.data).toEqual(RECOVERED);
    expect(await signsInWith(newPrimaryEmail, NEW_PASSWORD)).toBe(true);
    expect((await executeGraphQL({ query: WHO_AM_I, cookie: laptop.cookie })).body.errors?.[0]?.message).toBe(
      "Please sign in and try again.",
    );
    const [notice] = await outboxMessages({ to: phoneNumber, limit: 1 });
    expect(notice).toMatchObject({ channel: "sms" });
    expect(notice!.text).toMatch(/was recovered/);
    expect(notice!.text).not.toContain(newPrimaryEmail);
    const [emailNotice] = await outboxMessages({ to: user.email });
    expect(emailNotice!.subject).toBe("Your Mariner Financial Wellness account details were changed");
    const audit = await db.auditLog.findFirstOrThrow({ where: { subjectUserId: user.id, action: "account.recovered" } });
    expect(audit.metadata).toMatchObject({ secondFactor: "phone-code" });
    expect(JSON.stringify(audit)).not.toContain(sent.code);
  });

  test("code sends keep the two-factor cooldown, and need a live link", async () => {
    const { token } = await twoFactorAccount();
    expect((await sendCode(token)).body.data?.sendRecoverAccountCode.success).toBe(true);
    const again = (await sendCode(token, "call")).body.data?.sendRecoverAccountCode;
    expect(again).toMatchObject({ success: false, error: "Too many attempts. Please try again later" });
    expect(again?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await sendCode(createToken())).body.data).toEqual({
      sendRecoverAccountCode: { success: false, error: "Token is invalid or has expired", retryAfterSeconds: null },
    });
  });

  test("an account without two-factor sign-in recovers without a code, and its verified phone is told", async () => {
    const phoneNumber = uniquePhone();
    const user = await accountWithRecovery({ phoneNumber, phoneNumberVerifiedAt: new Date() });
    const token = await recoveryToken(user);
    const { body } = await executeGraphQL<CodeDetails>({ query: CODE_DETAILS, variables: { token } });
    expect(body.data?.recoverAccountTokenDetails).toEqual({ isTokenValid: true, isCodeRequired: false, maskedPhoneNumber: null });
    expect((await sendCode(token)).body.data?.sendRecoverAccountCode.success).toBe(false);
    expect((await recover({ token, newPrimaryEmail: uniqueEmail("plain") })).body.data).toEqual(RECOVERED);
    const [notice] = await outboxMessages({ to: phoneNumber, limit: 1 });
    expect(notice!.text).toMatch(/was recovered/);
  });
});
