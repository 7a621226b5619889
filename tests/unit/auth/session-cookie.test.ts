import { encode } from "next-auth/jwt";
import { resetEnvForTests } from "@/lib/env";
import { decodeSessionToken, encodeSessionToken } from "@/lib/auth/session-cookie";

// The session cookie is written by next-auth's encoder and read by our own decoder (which keeps the derived key
// instead of deriving it per request): the two must agree, and anything else must read as "no session".
const SECRET = "unit-test-auth-secret-0123456789abcdef";
const saved = process.env.AUTH_SECRET;

beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
  resetEnvForTests();
});
afterAll(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
  resetEnvForTests();
});

test("reads back the user and session ids of a cookie next-auth encoded", async () => {
  const cookie = await encodeSessionToken({ sub: "user-1", sid: "session-1" });
  await expect(decodeSessionToken(cookie)).resolves.toEqual({ sub: "user-1", sid: "session-1" });
});

test("a cookie encrypted with another secret, altered, expired or without a session id is no session", async () => {
  const foreign = await encode({ token: { sub: "user-1", sid: "session-1" }, secret: "another-secret" });
  await expect(decodeSessionToken(foreign)).resolves.toBeNull();

  const cookie = await encodeSessionToken({ sub: "user-1", sid: "session-1" });
  const parts = cookie.split(".");
  parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith("AA") ? "BB" : "AA"}`;
  await expect(decodeSessionToken(parts.join("."))).resolves.toBeNull();

  const expired = await encode({ token: { sub: "user-1", sid: "session-1" }, secret: SECRET, maxAge: -60 });
  await expect(decodeSessionToken(expired)).resolves.toBeNull();

  const withoutSession = await encode({ token: { sub: "user-1" }, secret: SECRET });
  await expect(decodeSessionToken(withoutSession)).resolves.toBeNull();
  await expect(decodeSessionToken(undefined)).resolves.toBeNull();
  await expect(decodeSessionToken("not-a-token")).resolves.toBeNull();
});

test("a cookie read before is still refused once it expires", async () => {
  jest.useFakeTimers({ now: new Date("2026-11-24T10:00:00Z"), doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  try {
    const cookie = await encode({ token: { sub: "user-2", sid: "session-2" }, secret: SECRET, maxAge: 60 });
    await expect(decodeSessionToken(cookie)).resolves.toEqual({ sub: "user-2", sid: "session-2" });
    jest.setSystemTime(new Date("2026-11-24T10:02:00Z"));
    await expect(decodeSessionToken(cookie)).resolves.toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
