import { resetEnvForTests } from "@/lib/env";
import {
  CODE_LIFETIME_SECONDS,
  CODE_SEND_COOLDOWN_SECONDS,
  codeLifetimeSeconds,
  codeSendCooldownSeconds,
  cooldownSecondsLeft,
} from "@/lib/auth/two-factor/two-factor-policy";

// The end-to-end tests shorten the code's life and the wait between codes; a production install must never honour
// those settings, whatever its environment holds.
const NAMES = ["APP_ENV", "TEST_ONE_TIME_CODE_LIFETIME_SECONDS", "TEST_ONE_TIME_CODE_COOLDOWN_SECONDS"] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetEnvForTests();
}

afterAll(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

test("a test install uses the shorter code life and cooldown it is given", () => {
  withEnv({ APP_ENV: "test", TEST_ONE_TIME_CODE_LIFETIME_SECONDS: "20", TEST_ONE_TIME_CODE_COOLDOWN_SECONDS: "20" });
  expect(codeLifetimeSeconds()).toBe(20);
  expect(codeSendCooldownSeconds()).toBe(20);
  const sentAt = new Date("2026-11-27T12:00:00Z");
  expect(cooldownSecondsLeft(sentAt, new Date("2026-11-27T12:00:15Z"))).toBe(5);
  expect(cooldownSecondsLeft(sentAt, new Date("2026-11-27T12:00:21Z"))).toBe(0);
});

test("production ignores them: 10-minute codes, 30 seconds between codes", () => {
  withEnv({ APP_ENV: "production", TEST_ONE_TIME_CODE_LIFETIME_SECONDS: "20", TEST_ONE_TIME_CODE_COOLDOWN_SECONDS: "1" });
  expect(codeLifetimeSeconds()).toBe(CODE_LIFETIME_SECONDS);
  expect(codeSendCooldownSeconds()).toBe(CODE_SEND_COOLDOWN_SECONDS);
  const sentAt = new Date("2026-11-27T12:00:00Z");
  expect(cooldownSecondsLeft(sentAt, new Date("2026-11-27T12:00:15Z"))).toBe(15);
});
