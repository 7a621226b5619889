import { isStaffEmail } from "@/lib/auth/identity-providers";
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

describe("staff emails", () => {
  test("staff emails are recognised by the configured domain, whatever the case", () => {
    withEnv({ STAFF_EMAIL_DOMAIN: "mariner.com" });
    expect(isStaffEmail(" Taylor.Brooks@MARINER.com ")).toBe(true);
    expect(isStaffEmail("taylor@mariner.com.evil.example")).toBe(false);
  });
});
