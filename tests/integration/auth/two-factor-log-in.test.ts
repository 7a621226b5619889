import { getDb } from "@/lib/db";
import { revokeRememberedDevices } from "@/lib/auth/two-factor";
import { createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";
import {
  cookieFrom,
  joinCookies,
  latestCode,
  logIn,
  PASSWORD,
  RESEND_MFA_CODE,
  uniqueIp,
  uniquePhone,
  wrongCode,
} from "./log-in-helpers";

useTestDatabase();

const PENDING = "mariner.pending-log-in";
const DEVICE = "mariner.remembered-device";

async function twoFactorUser() {
  const db = await getDb();
  const phoneNumber = uniquePhone();
  const user = await createUser(db, { password: PASSWORD, phoneNumber, phoneNumberVerifiedAt: new Date(), is2faEnabled: true });
  return { user, phoneNumber };
}

/** The password step of a two-factor user: returns the pending log-in cookie and the code that was texted. */
async function passwordStep(email: string, phoneNumber: string, ip: string, cookie?: string) {
  const result = await logIn({ email, password: PASSWORD }, { ip, cookie });
  expect(result.body.data?.passwordLogIn.error).toBe("2FA_REQUIRED");
  const pending = cookieFrom(result.setCookies, PENDING);
  expect(pending).toBeDefined();
  return { result, pending: pending!, ...(await latestCode(phoneNumber)) };
}

function resend(email: string, channel: "sms" | "call" | undefined, { cookie, ip }: { cookie?: string; ip: string }) {
  return executeGraphQL<{ resendMfaCode: { success: boolean; error: string | null; retryAfterSeconds: number | null } }>({
    query: RESEND_MFA_CODE,
    variables: { email, channel },
    cookie,
    headers: { "x-forwarded-for": ip },
  });
}

async function ageLatestCode(userId: string, seconds: number) {
  const db = await getDb();
  const code = await db.oneTimeCode.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
  await db.oneTimeCode.update({
    where: { id: code.id },
    data: {
      createdAt: new Date(code.createdAt.getTime() - seconds * 1000),
      expiresAt: new Date(code.expiresAt.getTime() - seconds * 1000),
    },
  });
}

describe("passwordLogIn with two-factor on", () => {
  test("the password step texts a code, answers 2FA_REQUIRED with the last four digits and sets only a pending log-in", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const { result, pending, code, channel } = await passwordStep(user.email, phoneNumber, uniqueIp());

    expect(result.body.data?.passwordLogIn.payload).toEqual({
      email: user.email,
      username: null,
      firstName: null,
      lastName: null,
      plans: [],
      last4PhoneNumber: phoneNumber.slice(-4),
    });
    expect(channel).toBe("sms");
    expect(code).toMatch(/^\d{6}$/);
    expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
    const header = result.setCookies.find((value) => value.startsWith(`${PENDING}=`))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Max-Age=600/);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(pending).not.toContain(PASSWORD);

    const db = await getDb();
    const stored = await db.oneTimeCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.purpose).toBe("LOGIN");
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(600_000, -3);
    const pendingRow = await db.pendingLogin.findFirstOrThrow({ where: { userId: user.id } });
    expect(pendingRow.tokenHash).not.toBe(pending.split("=")[1]);
  });

  test("the /mfa path: email + code + the pending cookie, no password, signs in once", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { pending, code } = await passwordStep(user.email, phoneNumber, ip);

    const result = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(result.body.data?.passwordLogIn.error).toBeNull();
    expect(result.body.data?.passwordLogIn.payload?.email).toBe(user.email);
    expect(sessionCookieFrom(result.setCookies)).toBeDefined();
    expect(result.setCookies.some((value) => value.startsWith(`${PENDING}=;`))).toBe(true);
    expect(result.setCookies.some((value) => value.startsWith(`${DEVICE}=`))).toBe(false);

    const again = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(again.body.data?.passwordLogIn).toEqual({ payload: null, error: "Your log-in has expired. Please log in again." });
  });

  test("the spec's argument list: email + password + code works without the pending cookie", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { code } = await passwordStep(user.email, phoneNumber, ip);
    const result = await logIn({ email: user.email, password: PASSWORD, code }, { ip });
    expect(result.body.data?.passwordLogIn.error).toBeNull();
    expect(sessionCookieFrom(result.setCookies)).toBeDefined();
  });

  test("a code without a pending log-in, or for another email, is refused", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const other = await twoFactorUser();
    const ip = uniqueIp();
    const { pending, code } = await passwordStep(user.email, phoneNumber, ip);

    const noCookie = await logIn({ email: user.email, code }, { ip });
    expect(noCookie.body.data?.passwordLogIn.error).toBe("Your log-in has expired. Please log in again.");
    const otherEmail = await logIn({ email: other.user.email, code }, { ip, cookie: pending });
    expect(otherEmail.body.data?.passwordLogIn.error).toBe("Your log-in has expired. Please log in again.");
    expect(sessionCookieFrom(otherEmail.setCookies)).toBeUndefined();
  });

  test("wrong and expired codes: 'Invalid code entered'; a used code does not work twice", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { pending, code } = await passwordStep(user.email, phoneNumber, ip);

    const wrong = await logIn({ email: user.email, code: wrongCode(code) }, { ip, cookie: pending });
    expect(wrong.body.data?.passwordLogIn).toEqual({ payload: null, error: "Invalid code entered" });

    await ageLatestCode(user.id, 601);
    const expired = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(expired.body.data?.passwordLogIn).toEqual({ payload: null, error: "Invalid code entered" });
    expect(sessionCookieFrom(expired.setCookies)).toBeUndefined();

    const fresh = await passwordStep(user.email, phoneNumber, ip);
    const ok = await logIn({ email: user.email, password: PASSWORD, code: fresh.code }, { ip });
    expect(ok.body.data?.passwordLogIn.error).toBeNull();
    const reused = await logIn({ email: user.email, password: PASSWORD, code: fresh.code }, { ip });
    expect(reused.body.data?.passwordLogIn.error).toBe("Invalid code entered");
    const reusedWithCookie = await logIn({ email: user.email, code: fresh.code }, { ip, cookie: fresh.pending });
    expect(reusedWithCookie.body.data?.passwordLogIn.error).not.toBeNull();

    const db = await getDb();
    const reasons = (
      await db.auditLog.findMany({ where: { subjectUserId: user.id, action: "session.sign-in-failed" } })
    ).map((row) => (row.metadata as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(["wrong-code", "expired-code"]));
  });

  test("a code dies after five wrong tries: the right code then fails too", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { pending, code } = await passwordStep(user.email, phoneNumber, ip);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await logIn({ email: user.email, code: wrongCode(code) }, { ip, cookie: pending });
      expect(result.body.data?.passwordLogIn.error).toBe("Invalid code entered");
    }
    // Past the growing delay (1 s after the fifth failure), so only the dead code is in the way.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const right = await logIn({ email: user.email, code }, { ip, cookie: pending });
    expect(right.body.data?.passwordLogIn).toEqual({ payload: null, error: "Invalid code entered" });
    const db = await getDb();
    const stored = await db.oneTimeCode.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(stored.attempts).toBe(5);
    expect(stored.consumedAt).toBeNull();
  });
});

describe("Remember this device for 30 days", () => {
  test("a correct code with skip2fa issues a device cookie; the next log-in skips the code until it is revoked", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { pending, code } = await passwordStep(user.email, phoneNumber, ip);

    const verified = await logIn({ email: user.email, code, skip2fa: true }, { ip, cookie: pending });
    expect(verified.body.data?.passwordLogIn.error).toBeNull();
    const header = verified.setCookies.find((value) => value.startsWith(`${DEVICE}=`))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=2592000/);
    const device = cookieFrom(verified.setCookies, DEVICE)!;

    const db = await getDb();
    const row = await db.rememberedDevice.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).not.toBe(device.split("=")[1]);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(30 * 24 * 3600 * 1000, -4);

    const skipped = await logIn({ email: user.email, password: PASSWORD }, { ip, cookie: device });
    expect(skipped.body.data?.passwordLogIn.error).toBeNull();
    expect(sessionCookieFrom(skipped.setCookies)).toBeDefined();

    await expect(revokeRememberedDevices({ userId: user.id })).resolves.toEqual({ revoked: 1 });
    const afterRevoke = await logIn({ email: user.email, password: PASSWORD }, { ip, cookie: device });
    expect(afterRevoke.body.data?.passwordLogIn.error).toBe("2FA_REQUIRED");
  });

  test("client hints never skip the code: skip2fa, deviceId, a made-up or another user's device cookie", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const other = await twoFactorUser();
    const ip = uniqueIp();
    const otherStep = await passwordStep(other.user.email, other.phoneNumber, ip);
    const otherVerified = await logIn(
      { email: other.user.email, code: otherStep.code, skip2fa: true },
      { ip, cookie: otherStep.pending },
    );
    const othersDevice = cookieFrom(otherVerified.setCookies, DEVICE);
    expect(othersDevice).toBeDefined();

    for (const cookie of [undefined, `${DEVICE}=made-up-token`, othersDevice]) {
      const result = await logIn({ email: user.email, password: PASSWORD, skip2fa: true, deviceId: "device-1" }, { ip, cookie });
      expect(result.body.data?.passwordLogIn.error).toBe("2FA_REQUIRED");
      expect(sessionCookieFrom(result.setCookies)).toBeUndefined();
    }
    // skip2fa with a wrong code remembers nothing.
    const pending = cookieFrom(
      (await logIn({ email: user.email, password: PASSWORD }, { ip })).setCookies,
      PENDING,
    );
    const code = (await latestCode(phoneNumber)).code;
    const wrong = await logIn({ email: user.email, code: wrongCode(code), skip2fa: true }, { ip, cookie: pending });
    expect(wrong.setCookies.some((value) => value.startsWith(`${DEVICE}=`))).toBe(false);
    const db = await getDb();
    expect(await db.rememberedDevice.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("resendMfaCode", () => {
  test("by SMS and by call, each replacing the previous code; 'Too many attempts' inside the 30 s cooldown", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const first = await passwordStep(user.email, phoneNumber, ip);

    const tooSoon = await resend(user.email, "sms", { cookie: first.pending, ip });
    expect(tooSoon.body.data?.resendMfaCode).toMatchObject({ success: false, error: "Too many attempts. Please try again later" });
    // ...with when a new code may be asked for, so the page can count down.
    const wait = tooSoon.body.data!.resendMfaCode.retryAfterSeconds!;
    expect(wait).toBeGreaterThanOrEqual(25);
    expect(wait).toBeLessThanOrEqual(30);

    await ageLatestCode(user.id, 31);
    const bySms = await resend(user.email, "sms", { cookie: first.pending, ip });
    expect(bySms.body.data?.resendMfaCode).toEqual({ success: true, error: null, retryAfterSeconds: null });
    const sms = await latestCode(phoneNumber);
    expect(sms.channel).toBe("sms");

    await ageLatestCode(user.id, 31);
    const byCall = await resend(user.email, "call", { cookie: first.pending, ip });
    expect(byCall.body.data?.resendMfaCode).toEqual({ success: true, error: null, retryAfterSeconds: null });
    const call = await latestCode(phoneNumber);
    expect(call.channel).toBe("voice");

    // Only the newest code works.
    if (sms.code !== call.code) {
      const old = await logIn({ email: user.email, code: sms.code }, { ip, cookie: first.pending });
      expect(old.body.data?.passwordLogIn.error).toBe("Invalid code entered");
    }
    const ok = await logIn({ email: user.email, code: call.code }, { ip, cookie: first.pending });
    expect(ok.body.data?.passwordLogIn.error).toBeNull();
  });

  test("without a pending log-in nothing is sent, whether or not the email has an account", async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const known = await resend(user.email, "sms", { ip });
    const unknown = await resend("nobody-here@example.com", "call", { ip });
    expect(known.body.data?.resendMfaCode).toEqual(unknown.body.data?.resendMfaCode);
    expect(known.body.data?.resendMfaCode).toEqual({ success: false, error: "Your log-in has expired. Please log in again.", retryAfterSeconds: null });
    await expect(latestCode(phoneNumber)).rejects.toThrow("no message");
  });

  test(`at most 10 codes per number per hour`, async () => {
    const { user, phoneNumber } = await twoFactorUser();
    const ip = uniqueIp();
    const { pending } = await passwordStep(user.email, phoneNumber, ip);
    const answers: Array<boolean | undefined> = [];
    for (let send = 0; send < 10; send += 1) {
      await ageLatestCode(user.id, 31);
      answers.push((await resend(user.email, "sms", { cookie: pending, ip })).body.data?.resendMfaCode.success);
    }
    // The password step sent the first of the ten.
    expect(answers).toEqual([...Array(9).fill(true), false]);
  });
});

test("a cookie set by the pending log-in is not a session: authenticationInfo still asks to sign in", async () => {
  const { user, phoneNumber } = await twoFactorUser();
  const { pending } = await passwordStep(user.email, phoneNumber, uniqueIp());
  const me = await executeGraphQL({ query: "query { authenticationInfo { email } }", cookie: joinCookies(pending) });
  expect(me.body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
