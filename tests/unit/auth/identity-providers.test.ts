import { enabledIdentityProviders, isStaffEmail } from "@/lib/auth/identity-providers";
import { resetEnvForTests } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function withEnv(values: Record<string, string>) {
  process.env = { ...saved, ...values };
  resetEnvForTests();
}

describe("outside sign-in providers", () => {
  test("are off without settings, so their buttons are hidden", () => {
    withEnv({});
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.OKTA_ISSUER;
    resetEnvForTests();
    expect(enabledIdentityProviders()).toEqual({ google: false, okta: false });
  });

  test("each turns on only with all of its settings", () => {
    withEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", OKTA_ISSUER: "https://id.example.com", OKTA_CLIENT_ID: "x" });
    expect(enabledIdentityProviders()).toEqual({ google: true, okta: false });
    withEnv({ OKTA_ISSUER: "https://id.example.com", OKTA_CLIENT_ID: "x", OKTA_CLIENT_SECRET: "y" });
    expect(enabledIdentityProviders().okta).toBe(true);
  });

  test("staff emails are recognised by the configured domain, whatever the case", () => {
    withEnv({ STAFF_EMAIL_DOMAIN: "mariner.com" });
    expect(isStaffEmail(" Taylor.Brooks@MARINER.com ")).toBe(true);
    expect(isStaffEmail("taylor@mariner.com.evil.example")).toBe(false);
  });
});
