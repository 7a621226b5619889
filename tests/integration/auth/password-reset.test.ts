import { getDb } from "@/lib/db";
import { issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { MAGIC_LINK_EMAIL_LIMITS } from "@/lib/auth/password-reset/password-reset-limits";
import { measurePasswordStrength } from "@/lib/auth/password-strength";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import { getEnv } from "@/lib/env";
import { outboxMessages } from "../../helpers/outbox";
import { createStaffUser, createUser, uniqueEmail, uniqueSuffix } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const OLD_PASSWORD = "Old-Password-2026!";
const NEW_PASSWORD = "Fresh-Harbor-77!";

const SEND = "mutation($email: String!) { sendResetPasswordEmail(email: $email) { didSend error } }";
const VALID = "query($token: String!) { magicLinkValid(token: $token, audience: reset_password) { isTokenValid } }";
const RESET = "mutation($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { didUpdate error } }";
const WHO_AM_I = "query { authenticationInfo { email } }";

type SendResult = { sendResetPasswordEmail: { didSend: boolean; error: string | null } };
type ValidResult = { magicLinkValid: { isTokenValid: boolean } };
type ResetResult = { resetPassword: { didUpdate: boolean; error: string | null } };

const SAME_ANSWER = { sendResetPasswordEmail: { didSend: true, error: null } };
const TOKEN_INVALID = { resetPassword: { didUpdate: false, error: "Token is invalid or has expired" } };
const TOO_MANY = "Too many attempts. Please try again later";

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function send(email: string, headers: Record<string, string> = {}) {
  return executeGraphQL<SendResult>({ query: SEND, variables: { email }, headers });
}

async function isValid(token: string): Promise<boolean> {
  const { body } = await executeGraphQL<ValidResult>({ query: VALID, variables: { token } });
  return body.data!.magicLinkValid.isTokenValid;
}

function reset(token: string, newPassword = NEW_PASSWORD, cookie?: string) {
  return executeGraphQL<ResetResult>({ query: RESET, variables: { token, newPassword }, cookie });
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

describe("sendResetPasswordEmail", () => {
  test("emails a link on the configured site URL (never the Host header) whose token opens SET_NEW", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });

    const sent = await send(user.email.toUpperCase(), { host: "evil.example", "x-forwarded-host": "evil.example" });
    expect(sent.body.data).toEqual(SAME_ANSWER);

    const messages = await outboxMessages({ to: user.email });
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.subject).toBe("Reset your Mariner Financial Wellness password");
    const link = linkIn(message!.text);
    expect(link.origin).toBe(new URL(getEnv().SITE_URL).origin);
    expect(link.pathname).toBe("/password-reset");
    expect(message!.html).toContain(link.toString().replace(/&/g, "&#38;"));
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored.
    expect(await db.authToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.authToken.count({ where: { tokenHash: hashToken(token), purpose: "RESET_PASSWORD" } })).toBe(1);
    expect(await isValid(token)).toBe(true);
  });

  test("answers the same for unknown, staff and deactivated accounts, and sends them nothing", async () => {
    const db = await getDb();
    const unknown = uniqueEmail("nobody");
    const staff = await createStaffUser(db, { password: OLD_PASSWORD });
    const deactivated = await createUser(db, { password: OLD_PASSWORD, deactivatedAt: new Date() });

    for (const email of [unknown, staff.email, deactivated.email]) {
      const { body } = await send(email);
      expect(body.data).toEqual(SAME_ANSWER);
      expect(await outboxMessages({ to: email })).toHaveLength(0);
    }
  });

  test("refuses an address that is not an email with the screen's message", async () => {
    for (const email of ["", "not-an-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      const { body } = await send(email);
      expect(body.data).toEqual({
        sendResetPasswordEmail: { didSend: false, error: "Please enter a valid email address" },
      });
    }
  });

  test("has a one-minute cooldown per address, the same for addresses with and without an account", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const unknown = uniqueEmail("nobody");
    for (const email of [user.email, unknown]) {
      expect((await send(email)).body.data).toEqual(SAME_ANSWER);
      expect((await send(email)).body.data).toEqual({ sendResetPasswordEmail: { didSend: false, error: TOO_MANY } });
    }
    expect(await outboxMessages({ to: user.email })).toHaveLength(1);
  });

  test("stops after five emails an hour to one address", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await db.rateLimitCounter.create({
      data: {
        key: `reset-password-email:email:${user.email}`,
        windowStart: hourStart,
        count: MAGIC_LINK_EMAIL_LIMITS.perEmailPerHour,
      },
    });
    expect((await send(user.email)).body.data).toEqual({ sendResetPasswordEmail: { didSend: false, error: TOO_MANY } });
    expect(await outboxMessages({ to: user.email })).toHaveLength(0);
  });

  test("stops one caller after twenty emails an hour, whatever the addresses", async () => {
    const headers = { "x-forwarded-for": uniqueIp() };
    for (let index = 0; index < MAGIC_LINK_EMAIL_LIMITS.perIpPerHour; index += 1) {
      expect((await send(uniqueEmail("spray"), headers)).body.data).toEqual(SAME_ANSWER);
    }
    expect((await send(uniqueEmail("spray"), headers)).body.data).toEqual({
      sendResetPasswordEmail: { didSend: false, error: TOO_MANY },
    });
    expect((await send(uniqueEmail("other"), { "x-forwarded-for": uniqueIp() })).body.data).toEqual(SAME_ANSWER);
  });
});

describe("magicLinkValid", () => {
  test("is false for unknown, used, expired, replaced and other-purpose tokens", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });

    expect(await isValid("")).toBe(false);
    expect(await isValid(createToken())).toBe(false);

    const recovery = await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: user.email });
    expect(await isValid(recovery.token)).toBe(false);
    const verify = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
    expect(await isValid(verify.token)).toBe(false);

    const older = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    const newer = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    expect(await isValid(older.token)).toBe(false);
    expect(await isValid(newer.token)).toBe(true);

    await db.authToken.update({ where: { tokenHash: hashToken(newer.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await isValid(newer.token)).toBe(false);

    const used = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    expect((await reset(used.token)).body.data).toEqual({ resetPassword: { didUpdate: true, error: null } });
    expect(await isValid(used.token)).toBe(false);
  });

  test("is false once the account's email changed or the account was deactivated", async () => {
    const db = await getDb();
    const moved = await createUser(db, { password: OLD_PASSWORD });
    const movedLink = await issueAuthToken({ userId: moved.id, purpose: "RESET_PASSWORD", email: moved.email });
    await db.user.update({ where: { id: moved.id }, data: { email: uniqueEmail("moved") } });
    expect(await isValid(movedLink.token)).toBe(false);

    const gone = await createUser(db, { password: OLD_PASSWORD });
    const goneLink = await issueAuthToken({ userId: gone.id, purpose: "RESET_PASSWORD", email: gone.email });
    await db.user.update({ where: { id: gone.id }, data: { deactivatedAt: new Date() } });
    expect(await isValid(goneLink.token)).toBe(false);
  });
});

describe("magicLinkValid's email", () => {
  const VALID_WITH_EMAIL =
    "query($token: String!) { magicLinkValid(token: $token, audience: reset_password) { isTokenValid email } }";
  const validity = async (token: string) =>
    (await executeGraphQL<{ magicLinkValid: { isTokenValid: boolean; email: string | null } }>({
      query: VALID_WITH_EMAIL,
      variables: { token },
    })).body.data!.magicLinkValid;

  test("names the account of a valid link, so the new-password step checks the password against it, and no other", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const link = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    expect(await validity(link.token)).toEqual({ isTokenValid: true, email: user.email });

    expect(await validity(createToken())).toEqual({ isTokenValid: false, email: null });
    const recovery = await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: user.email });
    expect(await validity(recovery.token)).toEqual({ isTokenValid: false, email: null });
  });

  test("a password the meter refuses as similar to that email, the server refuses too", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const link = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    const { email } = await validity(link.token);
    const similar = `${email!.split("@")[0]!.replace(/[^a-z0-9]/gi, "")}Aa1!`;

    expect(measurePasswordStrength({ password: similar, email }).refusal).toBe("similar-to-email");
    expect((await reset(link.token, similar)).body.data).toEqual({
      resetPassword: { didUpdate: false, error: "Password not strong enough" },
    });
  });
});

describe("resetPassword", () => {
  test("sets the new password once, ends every session and remembered device, and is audited", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const laptop = await sessionCookieFor(user.id);
    const phone = await sessionCookieFor(user.id);
    await db.rememberedDevice.create({
      data: { userId: user.id, tokenHash: hashToken(createToken()), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await send(user.email);
    const token = linkIn((await outboxMessages({ to: user.email }))[0]!.text).searchParams.get("token")!;

    const before = Date.now();
    const { body } = await reset(token);
    expect(body.data).toEqual({ resetPassword: { didUpdate: true, error: null } });

    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(false);
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.passwordChangedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(saved.passwordHash).not.toContain(NEW_PASSWORD);
    // The link reached the address, so it counts as verified.
    expect(saved.isEmailVerified).toBe(true);

    for (const ended of [laptop, phone]) {
      const who = await executeGraphQL({ query: WHO_AM_I, cookie: ended.cookie });
      expect(who.body.errors?.[0]?.message).toBe("Please sign in and try again.");
    }
    const sessions = await db.session.findMany({ where: { userId: user.id }, select: { revokedReason: true } });
    expect(sessions.map((session) => session.revokedReason)).toEqual(["password-reset", "password-reset"]);
    expect(await db.rememberedDevice.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);

    const audit = await db.auditLog.findFirst({ where: { actorUserId: user.id, action: "account.password-reset" } });
    expect(audit).toMatchObject({ operation: "resetPassword", subjectUserId: user.id });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(token);

    expect((await reset(token, "Another-Harbor-88!")).body.data).toEqual(TOKEN_INVALID);
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
  });

  test("keeps the session of a caller signed in as that same user, ending the others", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const here = await sessionCookieFor(user.id);
    const elsewhere = await sessionCookieFor(user.id);
    const { token } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });

    expect((await reset(token, NEW_PASSWORD, here.cookie)).body.data).toEqual({ resetPassword: { didUpdate: true, error: null } });
    expect((await executeGraphQL({ query: WHO_AM_I, cookie: here.cookie })).body.errors).toBeUndefined();
    expect((await executeGraphQL({ query: WHO_AM_I, cookie: elsewhere.cookie })).body.errors?.[0]?.message).toBe(
      "Please sign in and try again.",
    );
  });

  test("refuses unknown, expired, replaced and other-purpose tokens without changing anything", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const recovery = await issueAuthToken({ userId: user.id, purpose: "RECOVER_ACCOUNT", email: user.email });
    const older = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    const expired = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    await db.authToken.update({ where: { tokenHash: hashToken(expired.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });

    for (const token of ["", createToken(), recovery.token, older.token, expired.token]) {
      expect((await reset(token)).body.data).toEqual(TOKEN_INVALID);
    }
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
    // The recovery link was not used up by the attempt.
    expect(await db.authToken.count({ where: { tokenHash: hashToken(recovery.token), usedAt: null } })).toBe(1);
  });

  test("refuses a password that fails the strength requirements or the server rule, keeping the link usable", async () => {
    const db = await getDb();
    const suffix = uniqueSuffix().replace(/[^a-z0-9]/gi, "");
    const user = await createUser(db, { email: `harborlight${suffix}@example.com`, password: OLD_PASSWORD });
    const { token } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });

    const weakPasswords = [
      "Sh0rt!a", // 7 characters
      "alllowercase1!", // no uppercase
      "ALLUPPERCASE1!", // no lowercase
      "NoNumbers!!", // no number
      "NoSpecial123", // no special character from ! @ # $ % ^ & *
      "P@ssw0rd", // meets the meter, but a common password (server rule)
      "Passw0rd!", // a common password with simple changes (zxcvbn)
      `Harborlight${suffix}!1`, // meets the meter, but too like the email (server rule)
      `${"Aa1!".repeat(65)}`, // longer than the 256 characters accepted
    ];
    for (const weak of weakPasswords) {
      expect((await reset(token, weak)).body.data).toEqual({
        resetPassword: { didUpdate: false, error: "Password not strong enough" },
      });
    }
    expect(await isValid(token)).toBe(true);
    expect(await signsInWith(user.email, OLD_PASSWORD)).toBe(true);
    // Exactly 8 characters with all five requirements and no guessable pattern is enough.
    expect((await reset(token, "Zq7!mW2x")).body.data).toEqual({ resetPassword: { didUpdate: true, error: null } });
  });

  test("of two requests racing with one link, exactly one changes the password", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: OLD_PASSWORD });
    const { token } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD", email: user.email });
    const results = await Promise.all([reset(token, "First-Harbor-11!"), reset(token, "Second-Harbor-22!")]);
    const winners = results.filter((result) => result.body.data?.resetPassword.didUpdate);
    expect(winners).toHaveLength(1);
    expect(results.map((result) => result.body.data?.resetPassword.error).filter(Boolean)).toEqual([
      "Token is invalid or has expired",
    ]);
  });

  test("is refused to a coach acting as the customer", async () => {
    const db = await getDb();
    const customer = await createUser(db, { password: OLD_PASSWORD });
    const staff = await createStaffUser(db);
    const coach = await sessionCookieFor(staff.id, { coachedUserId: customer.id });
    const { token } = await issueAuthToken({ userId: customer.id, purpose: "RESET_PASSWORD", email: customer.email });

    const { body } = await reset(token, NEW_PASSWORD, coach.cookie);
    expect(body.data).toEqual({ resetPassword: { didUpdate: false, error: "You do not have permission to do that." } });
    expect(await signsInWith(customer.email, OLD_PASSWORD)).toBe(true);
    expect(await isValid(token)).toBe(true);
  });
});
