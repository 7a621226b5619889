import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { createUser } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { logIn, PASSWORD, uniqueIp } from "../auth/log-in-helpers";

useTestDatabase();

const originalSiteUrl = process.env.SITE_URL;
afterEach(() => {
  if (originalSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = originalSiteUrl;
  resetEnvForTests();
});

function useSiteUrl(url: string) {
  process.env.SITE_URL = url;
  resetEnvForTests();
}

test("on https, signing in sets the session cookie as __Host-: Secure, Path=/, no Domain", async () => {
  useSiteUrl("https://app.example.com");
  const user = await createUser(await getDb(), { password: PASSWORD });
  const { setCookies } = await logIn({ email: user.email, password: PASSWORD }, { ip: uniqueIp() });

  const session = setCookies.find((value) => value.includes("next-auth.session-token="));
  expect(session).toMatch(/^__Host-next-auth\.session-token=[^;]+/);
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  expect(session).not.toMatch(/;\s*Domain=/i);
  expect(setCookies.some((value) => value.startsWith("__Secure-"))).toBe(false);
});

test("on https, every cookie next-auth sets is __Host- with Path=/", () => {
  useSiteUrl("https://app.example.com");
  const cookies = getAuthOptions().cookies ?? {};
  const named = Object.values(cookies).filter((cookie) => cookie !== undefined);
  expect(named.length).toBeGreaterThanOrEqual(6);
  for (const cookie of named) {
    expect(cookie.name).toMatch(/^__Host-/);
    expect(cookie.options).toMatchObject({ path: "/", secure: true });
    expect(cookie.options).not.toHaveProperty("domain");
  }
});

test("on a plain-http laptop install the names carry no prefix (browsers refuse prefixed cookies without Secure)", async () => {
  useSiteUrl("http://localhost:3000");
  const user = await createUser(await getDb(), { password: PASSWORD });
  const { setCookies } = await logIn({ email: user.email, password: PASSWORD }, { ip: uniqueIp() });
  expect(setCookies.some((value) => value.startsWith("next-auth.session-token="))).toBe(true);
});
