import { getDb } from "@/lib/db";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Two-factor management from /account-details (spec 001 §4 steps ENTRY, REMOVE, EDIT, EDIT_ENTRY; §7 SendMfaCode,
// VerifyMFACode, UpdateAccountSettings; issue 13 item 2): every change needs a code to the phone it is about, the
// account's email and a phone that stops getting codes are told, US numbers only, and a coach cannot do any of it.
useTestDatabase();

const SEND = `mutation($phoneNumber: String!, $channel: MfaCodeChannel) {
  sendMfaCode(phoneNumber: $phoneNumber, channel: $channel) { error errorField retryAfterSeconds }
}`;
const VERIFY = `mutation($code: String!, $phoneNumber: String!, $enable2fa: Boolean) {
  verifyMfaCode(code: $code, phoneNumber: $phoneNumber, enable2fa: $enable2fa) { status error errorField }
}`;
const SETTINGS = `mutation($code: String, $is2faEnabled: Boolean, $phoneNumber: String) {
  updateAccountSettings(code: $code, is2faEnabled: $is2faEnabled, phoneNumber: $phoneNumber) { didUpdate error errorField }
}`;

// Each test its own numbers: the send cooldown is per number.
let nextNumber = 2000;
const newNumber = () => `+1512555${String(nextNumber++).padStart(4, "0")}`;

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(await getDb(), { email: uniqueEmail("two.factor"), ...overrides });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown>, asCookie = cookie) => {
    const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie: asCookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data!)[0]!;
  };
  return { user, cookie, call };
}

/** The newest code texted to `phoneNumber`. */
async function codeSentTo(phoneNumber: string): Promise<string> {
  const [message] = await outboxMessages({ to: phoneNumber, limit: 1 });
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${phoneNumber}`);
  return code;
}

const stored = async (id: string) =>
  (await getDb()).user.findUniqueOrThrow({ where: { id }, select: { is2faEnabled: true, phoneNumber: true, phoneNumberVerifiedAt: true } });

type Sent = { error: string | null; errorField: string | null; retryAfterSeconds: number | null };
type Verified = { status: string | null; error: string | null; errorField: string | null };

test("turning two-factor on: a code to the new number, a wrong code is 'pending', the right one turns it on", async () => {
  const { user, call } = await member();
  const phone = newNumber();
  expect(await call<Sent>(SEND, { phoneNumber: phone })).toEqual({ error: null, errorField: null, retryAfterSeconds: null });
  const code = await codeSentTo(phone);

  const wrong = code === "000000" ? "111111" : "000000";
  expect(await call<Verified>(VERIFY, { code: wrong, phoneNumber: phone, enable2fa: true })).toEqual({ status: "pending", error: null, errorField: null });
  expect(await stored(user.id)).toMatchObject({ is2faEnabled: false, phoneNumber: null });

  expect(await call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: true })).toEqual({ status: "approved", error: null, errorField: null });
  expect(await stored(user.id)).toMatchObject({ is2faEnabled: true, phoneNumber: phone, phoneNumberVerifiedAt: expect.any(Date) });
  const [notice] = await outboxMessages({ to: user.email, limit: 1 });
  expect(notice?.text).toContain(`two-step verification was turned on`);
  expect(notice?.text).toContain(`ending in ${phone.slice(-4)}`);

  // A code works once.
  const again = await call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: true });
  expect(again.error).toBe("This code has expired or was used too many times. Please send a new code.");
});

test("turning it off needs a code to the number on file; that number and the email are told", async () => {
  const phone = newNumber();
  const { user, call } = await member({ phoneNumber: phone, is2faEnabled: true });
  const db = await getDb();
  await db.rememberedDevice.create({ data: { userId: user.id, tokenHash: `remembered-${user.id}`, expiresAt: new Date(Date.now() + 86_400_000) } });

  await call<Sent>(SEND, { phoneNumber: phone.slice(2) }); // ten digits, as the form sends them
  const code = await codeSentTo(phone);
  expect((await call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: false })).status).toBe("approved");

  expect(await stored(user.id)).toMatchObject({ is2faEnabled: false, phoneNumber: phone });
  expect(await db.rememberedDevice.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  expect((await outboxMessages({ to: user.email, limit: 1 }))[0]?.text).toContain("two-step verification was turned off");
  expect((await outboxMessages({ to: phone, limit: 1 }))[0]?.text).toContain("two-step verification was turned off");
});

test("changing the number while two-factor is on (EDIT_ENTRY): proved on the new number, the old one is told", async () => {
  const oldPhone = newNumber();
  const { user, call } = await member({ phoneNumber: oldPhone, is2faEnabled: true });
  const phone = newNumber();
  await call<Sent>(SEND, { phoneNumber: phone });
  const code = await codeSentTo(phone);
  expect((await call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: true })).status).toBe("approved");

  expect(await stored(user.id)).toMatchObject({ is2faEnabled: true, phoneNumber: phone });
  expect((await outboxMessages({ to: oldPhone, limit: 1 }))[0]?.text).toContain("no longer gets sign-in codes");
  expect((await outboxMessages({ to: user.email, limit: 1 }))[0]?.text).toContain("phone number for two-step verification was changed");
});

test("a code sent to one number does not prove another", async () => {
  const { user, call } = await member();
  const phone = newNumber();
  await call<Sent>(SEND, { phoneNumber: phone });
  const code = await codeSentTo(phone);
  const other = await call<Verified>(VERIFY, { code, phoneNumber: newNumber(), enable2fa: true });
  expect(other).toEqual({
    status: null,
    error: "That code was sent to a different number. Please send a code to this number.",
    errorField: "phoneNumber",
  });
  expect(await stored(user.id)).toMatchObject({ is2faEnabled: false, phoneNumber: null });
});

test("US numbers only, and one code per number per 30 seconds", async () => {
  const { call } = await member();
  for (const phoneNumber of ["+442071838750", "(112) 555 0142", "512555014", "+1 (512) 055 0142"]) {
    expect(await call<Sent>(SEND, { phoneNumber })).toMatchObject({ error: "Please enter a valid US phone number.", errorField: "phoneNumber" });
  }
  const phone = newNumber();
  expect((await call<Sent>(SEND, { phoneNumber: phone })).error).toBeNull();
  const tooSoon = await call<Sent>(SEND, { phoneNumber: phone, channel: "call" });
  expect(tooSoon.error).toBe("Too many attempts. Please try again later");
  expect(tooSoon.retryAfterSeconds).toBeGreaterThan(0);
});

test("five wrong codes use the code up", async () => {
  const { call } = await member();
  const phone = newNumber();
  await call<Sent>(SEND, { phoneNumber: phone });
  const code = await codeSentTo(phone);
  const wrong = code === "000000" ? "111111" : "000000";
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await call<Verified>(VERIFY, { code: wrong, phoneNumber: phone, enable2fa: true })).status).toBe("pending");
  }
  expect((await call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: true })).errorField).toBe("code");
});

test("updateAccountSettings makes the same change with the code, and refuses one without it", async () => {
  const { user, call } = await member();
  const phone = newNumber();
  type Updated = { didUpdate: boolean; error: string | null; errorField: string | null };
  expect(await call<Updated>(SETTINGS, { is2faEnabled: true, phoneNumber: phone })).toEqual({
    didUpdate: false,
    error: "Enter the code we sent to your phone.",
    errorField: "code",
  });
  await call<Sent>(SEND, { phoneNumber: phone });
  const code = await codeSentTo(phone);
  expect(await call<Updated>(SETTINGS, { code, is2faEnabled: true, phoneNumber: phone })).toEqual({ didUpdate: true, error: null, errorField: null });
  expect(await stored(user.id)).toMatchObject({ is2faEnabled: true, phoneNumber: phone });
});

test("members who sign in with Google or the company's sign-in prove a phone, but two-factor stays their provider's", async () => {
  const { user, call } = await member({ isSingleSignOn: true, googleSubject: `google-${Date.now()}` });
  type Updated = { didUpdate: boolean; error: string | null; errorField: string | null };
  expect(await call<Updated>(SETTINGS, { is2faEnabled: true, phoneNumber: newNumber(), code: "123456" })).toEqual({
    didUpdate: false,
    error: "You sign in with Google or your company's sign-in, which handles two-step verification for you.",
    errorField: "is2faEnabled",
  });
  const phone = newNumber();
  expect((await call<Sent>(SEND, { phoneNumber: phone })).error).toBeNull();
  const code = await codeSentTo(phone);
  const verified = await call<{ status: string | null; error: string | null }>(VERIFY, { code, phoneNumber: phone, enable2fa: true });
  expect(verified).toMatchObject({ status: "approved", error: null });
  expect(await stored(user.id)).toMatchObject({ is2faEnabled: false, phoneNumber: phone });
});

test("a coach acting as the member can neither send nor verify, and another member's code proves nothing", async () => {
  const phone = newNumber();
  const owner = await member({ phoneNumber: phone, is2faEnabled: true });
  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  for (const [query, variables] of [
    [SEND, { phoneNumber: phone }],
    [VERIFY, { code: "123456", phoneNumber: phone, enable2fa: false }],
  ] as const) {
    const { body } = await executeGraphQL({ query, variables, cookie: coach.cookie });
    expect(body.errors?.[0]?.message).toBe("You do not have permission to do that.");
  }

  await owner.call<Sent>(SEND, { phoneNumber: phone });
  const code = await codeSentTo(phone);
  const other = await member();
  const verified = await other.call<Verified>(VERIFY, { code, phoneNumber: phone, enable2fa: true });
  expect(verified.status).not.toBe("approved");
  expect(await stored(owner.user.id)).toMatchObject({ is2faEnabled: true, phoneNumber: phone });
  expect(await stored(other.user.id)).toMatchObject({ is2faEnabled: false, phoneNumber: null });
});

test("a signed-out caller is told to sign in", async () => {
  const { body } = await executeGraphQL({ query: SEND, variables: { phoneNumber: newNumber() } });
  expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
