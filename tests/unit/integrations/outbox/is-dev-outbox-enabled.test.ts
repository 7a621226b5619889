import { isDevOutboxEnabled } from "@/lib/integrations/outbox/is-dev-outbox-enabled";
import { LOCAL_ADAPTERS, useSettings } from "../support/use-settings";

const setSettings = useSettings();

const TWILIO = { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM_NUMBER: "+15125550100" };
const SMTP = { SMTP_URL: "smtp://mail.example.com:587" };
const POSTGRES = { DATABASE_URL: "postgresql://app@db.example.com:5432/wellness" };

describe("isDevOutboxEnabled", () => {
  test.each<[string, Record<string, string | undefined>, boolean]>([
    ["the dev server", { NODE_ENV: "development" }, true],
    ["tests", { NODE_ENV: "test" }, true],
    ["the dev server with real email settings", { NODE_ENV: "development", ...SMTP }, true],
    ["the dev server on PostgreSQL", { NODE_ENV: "development", ...POSTGRES }, true],
    ["`npm start` on the embedded database (APP_ENV unset, so local)", { NODE_ENV: "production" }, true],
    ["a production build under end-to-end tests (APP_ENV=test)", { NODE_ENV: "production", APP_ENV: "test" }, true],
    ["a production build on PostgreSQL (a deployment)", { NODE_ENV: "production", ...POSTGRES }, false],
    ["a production build on PostgreSQL with APP_ENV=local", { NODE_ENV: "production", APP_ENV: "local", ...POSTGRES }, true],
    ["a production build with SMTP settings", { NODE_ENV: "production", APP_ENV: "local", ...SMTP }, false],
    ["a production build with Twilio settings", { NODE_ENV: "production", APP_ENV: "local", ...TWILIO }, false],
    ["APP_ENV=production", { NODE_ENV: "production", APP_ENV: "production" }, false],
    ["APP_ENV=staging", { NODE_ENV: "production", APP_ENV: "staging" }, false],
    ["APP_ENV=production on a dev server", { NODE_ENV: "development", APP_ENV: "production" }, false],
  ])("%s", (_label, settings, expected) => {
    setSettings({ APP_ENV: undefined, DATABASE_URL: undefined, ...LOCAL_ADAPTERS, ...settings });
    expect(isDevOutboxEnabled()).toBe(expected);
  });
});
