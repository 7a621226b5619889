import { createSession } from "@/lib/auth/sessions/create-session";
import { rememberedDeviceCookieName } from "@/lib/auth/two-factor/remembered-device-cookie";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Signed-in devices on /account-details (issue 13 item 3): the member's sessions and remembered devices with browser,
// place and last use; 'Sign out' per row and 'Sign out everywhere else'; nobody else's rows, and no coach.
useTestDatabase();

const DEVICES = `query { signedInDevices { id kind browser place ipAddress isCurrent } }`;
const SIGN_OUT = `mutation($id: ID!, $kind: SignedInDeviceKind!) { signOutDevice(id: $id, kind: $kind) { didSignOut error } }`;
const EVERYWHERE_ELSE = `mutation { signOutEverywhereElse { signedOut error } }`;
const WHO_AM_I = `query { authenticationInfo { email } }`;

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

type Device = { id: string; kind: string; browser: string; place: string | null; ipAddress: string | null; isCurrent: boolean };

async function memberWithDevices() {
  const db = await getDb();
  const user = await createUser(db);
  const here = await sessionCookieFor(user.id);
  const phone = await createSession({ userId: user.id, userAgent: SAFARI_IPHONE, ipAddress: "192.168.1.20" });
  const laptop = await createSession({ userId: user.id, userAgent: CHROME_MAC, ipAddress: "203.0.113.9" });
  const token = createToken();
  const remembered = await db.rememberedDevice.create({
    data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000), userAgent: CHROME_MAC, ipAddress: "203.0.113.9" },
  });
  return { user, here, phone, laptop, remembered, rememberedCookie: `${rememberedDeviceCookieName()}=${token}` };
}

async function devices(cookie: string): Promise<Device[]> {
  const { body } = await executeGraphQL<{ signedInDevices: Device[] }>({ query: DEVICES, cookie });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.signedInDevices;
}

const signedIn = async (cookie: string) => !(await executeGraphQL({ query: WHO_AM_I, cookie })).body.errors;

test("lists the member's sessions and remembered devices, with browser, place and which one is this browser", async () => {
  const { here, phone, laptop, remembered } = await memberWithDevices();
  const list = await devices(here.cookie);
  expect(list).toHaveLength(4);
  expect(list.find((device) => device.id === phone.id)).toEqual({
    id: phone.id,
    kind: "SESSION",
    browser: "Safari on iOS",
    place: "Local network",
    ipAddress: "192.168.1.20",
    isCurrent: false,
  });
  expect(list.find((device) => device.id === laptop.id)).toMatchObject({ browser: "Chrome on macOS", place: null, isCurrent: false });
  expect(list.find((device) => device.id === here.sessionId)).toMatchObject({ kind: "SESSION", isCurrent: true });
  expect(list.find((device) => device.id === remembered.id)).toMatchObject({ kind: "REMEMBERED_DEVICE", browser: "Chrome on macOS" });
});

test("'Sign out' ends that session at once and forgets a remembered device; this browser stays signed in", async () => {
  const { user, here, remembered } = await memberWithDevices();
  const { cookie: laptopCookie, sessionId: laptopSessionId } = await sessionCookieFor(user.id);
  expect(await signedIn(laptopCookie)).toBe(true);

  const ended = await executeGraphQL<{ signOutDevice: { didSignOut: boolean; error: string | null } }>({
    query: SIGN_OUT,
    variables: { id: laptopSessionId, kind: "SESSION" },
    cookie: here.cookie,
  });
  expect(ended.body.data!.signOutDevice).toEqual({ didSignOut: true, error: null });
  expect(await signedIn(laptopCookie)).toBe(false);
  expect(await signedIn(here.cookie)).toBe(true);

  const forgot = await executeGraphQL<{ signOutDevice: { didSignOut: boolean } }>({
    query: SIGN_OUT,
    variables: { id: remembered.id, kind: "REMEMBERED_DEVICE" },
    cookie: here.cookie,
  });
  expect(forgot.body.data!.signOutDevice.didSignOut).toBe(true);
  expect((await devices(here.cookie)).map((device) => device.id)).not.toContain(remembered.id);

  const again = await executeGraphQL<{ signOutDevice: { didSignOut: boolean; error: string | null } }>({
    query: SIGN_OUT,
    variables: { id: laptopSessionId, kind: "SESSION" },
    cookie: here.cookie,
  });
  expect(again.body.data!.signOutDevice).toEqual({ didSignOut: false, error: "That device is already signed out." });
  const self = await executeGraphQL<{ signOutDevice: { error: string | null } }>({
    query: SIGN_OUT,
    variables: { id: here.sessionId, kind: "SESSION" },
    cookie: here.cookie,
  });
  expect(self.body.data!.signOutDevice.error).toBe("This is the device you are using: sign out from the profile menu instead.");
});

test("'Sign out everywhere else' ends every other session and forgets every device but this browser's", async () => {
  const { user, here, rememberedCookie } = await memberWithDevices();
  const other = await sessionCookieFor(user.id);
  const db = await getDb();
  const otherDevice = await db.rememberedDevice.create({
    data: { userId: user.id, tokenHash: hashToken(createToken()), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const cookie = `${here.cookie}; ${rememberedCookie}`;

  const { body } = await executeGraphQL<{ signOutEverywhereElse: { signedOut: number; error: string | null } }>({ query: EVERYWHERE_ELSE, cookie });
  expect(body.data!.signOutEverywhereElse).toEqual({ signedOut: 4, error: null }); // three sessions, one device
  expect(await signedIn(other.cookie)).toBe(false);
  expect(await signedIn(here.cookie)).toBe(true);
  const left = await devices(cookie);
  expect(left.map((device) => [device.kind, device.isCurrent])).toEqual([
    ["SESSION", true],
    ["REMEMBERED_DEVICE", true],
  ]);
  expect(await db.rememberedDevice.findUniqueOrThrow({ where: { id: otherDevice.id } })).toMatchObject({ revokedAt: expect.any(Date) });
});

test("another member's devices are neither listed nor ended; a coach can do neither", async () => {
  const { user, laptop } = await memberWithDevices();
  const stranger = await sessionCookieFor((await createUser(await getDb())).id);
  expect((await devices(stranger.cookie)).map((device) => device.id)).toEqual([stranger.sessionId]);
  const { body } = await executeGraphQL<{ signOutDevice: { didSignOut: boolean; error: string | null } }>({
    query: SIGN_OUT,
    variables: { id: laptop.id, kind: "SESSION" },
    cookie: stranger.cookie,
  });
  expect(body.data!.signOutDevice).toEqual({ didSignOut: false, error: "That device is already signed out." });

  const coach = await sessionCookieFor((await createStaffUser(await getDb())).id, { coachedUserId: user.id });
  for (const query of [DEVICES, EVERYWHERE_ELSE]) {
    const refused = await executeGraphQL({ query, cookie: coach.cookie });
    expect(refused.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
  }
  expect((await executeGraphQL({ query: DEVICES })).body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
