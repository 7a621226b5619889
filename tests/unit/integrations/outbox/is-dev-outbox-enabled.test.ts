import { getEnv, resetEnvForTests, type Env } from "@/lib/env";
import { isDevOutboxEnabled } from "@/lib/integrations/outbox/is-dev-outbox-enabled";

const twilio = { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM_NUMBER: "+15125550100" };
const smtp = { SMTP_URL: "smtp://mail.example.com:587" };

function env(overrides: Partial<Env>): Env {
  resetEnvForTests();
  const base = getEnv();
  return {
    ...base,
    APP_ENV: undefined,
    SMTP_URL: undefined,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
    TWILIO_FROM_NUMBER: undefined,
    ...overrides,
  };
}

describe("isDevOutboxEnabled", () => {
  test.each<[string, Partial<Env>, boolean]>([
    ["the dev server", { NODE_ENV: "development" }, true],
    ["tests", { NODE_ENV: "test" }, true],
    ["the dev server with real email settings", { NODE_ENV: "development", ...smtp }, true],
    ["a production build", { NODE_ENV: "production" }, false],
    ["a production build on a laptop (APP_ENV=local)", { NODE_ENV: "production", APP_ENV: "local" }, true],
    ["a production build under end-to-end tests (APP_ENV=test)", { NODE_ENV: "production", APP_ENV: "test" }, true],
    ["APP_ENV=local with SMTP settings", { NODE_ENV: "production", APP_ENV: "local", ...smtp }, false],
    ["APP_ENV=local with Twilio settings", { NODE_ENV: "production", APP_ENV: "local", ...twilio }, false],
    ["APP_ENV=production", { NODE_ENV: "production", APP_ENV: "production" }, false],
    ["APP_ENV=staging", { NODE_ENV: "production", APP_ENV: "staging" }, false],
    ["APP_ENV=production on a dev server", { NODE_ENV: "development", APP_ENV: "production" }, false],
  ])("%s", (_label, overrides, expected) => {
    expect(isDevOutboxEnabled(env(overrides))).toBe(expected);
  });

  test("reads the process settings by default", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { NODE_ENV: "production", APP_ENV: "production" });
      resetEnvForTests();
      expect(isDevOutboxEnabled()).toBe(false);
      Object.assign(process.env, { NODE_ENV: "test", APP_ENV: "test" });
      resetEnvForTests();
      expect(isDevOutboxEnabled()).toBe(true);
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });
});
