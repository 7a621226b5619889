import type { Browser, BrowserContext, Page } from "playwright-core";
import { OKTA_MESSAGES, OKTA_SUCCESS_TEXT } from "@/lib/auth/okta/okta-messages";
import { demo, launchBrowser, viewports } from "../helpers/browser";
import { startStaffOidcServers, type StaffOidcServers } from "../helpers/staff-oidc-servers";

// Staff sign-in and sign-up in Chromium against a real OIDC server (npm oidc-provider, with its development login and
// consent pages) on loopback. This file starts its own production server of the app (the built `.next` folder, a fresh
// embedded database with the demo data) with OKTA_* pointing at that server; the shared e2e server (E2E_BASE_URL)
// uses the local stand-in, covered by staff-sign-in.test.ts.
let servers: StaffOidcServers;
let browser: Browser;

beforeAll(async () => {
  [servers, browser] = await Promise.all([
    startStaffOidcServers({ accounts: [{ email: "new.staff.oidc@mariner.com", givenName: "Jordan", familyName: "Reyes" }] }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([browser?.close(), servers?.close()]);
});

/** A fresh browser (no provider session) on the second server; anything off this machine (web fonts) is refused. */
async function openPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: servers.siteUrl, viewport: viewports.desktop });
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
  return { context, page: await context.newPage() };
}

/** At the provider: its login page (any password), then its consent page (a fresh browser has no grant yet). */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL(`${servers.issuer}/interaction/**`);
  await page.getByPlaceholder("Enter any login").fill(email);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${servers.siteUrl}/okta/callback?**`);
}

async function authenticationInfo(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({ query: "{ authenticationInfo { email firstName lastName isStaff } }" }),
    });
    const body = (await response.json()) as { data?: { authenticationInfo: Record<string, unknown> | null } };
    return body.data?.authenticationInfo ?? null;
  });
}

test("the demo staff member logs in with Okta from /log-in and lands on /health with the Admin menu", async () => {
  const { context, page } = await openPage();
  await page.goto("/log-in");
  await page.getByRole("link", { name: "Mariner employee? Log in with Okta" }).click();
  await signInAtProvider(page, demo.staff);
  await page.getByText(OKTA_SUCCESS_TEXT).waitFor();
  await page.waitForURL(`${servers.siteUrl}/health`);
  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("textbox", { name: /Coach Mode/ }).waitFor();
  await expect(authenticationInfo(page)).resolves.toMatchObject({ email: demo.staff, isStaff: true });
  await context.close();
});

test("a new staff member signs up with Okta from /sign-up (signup=true survives the round trip)", async () => {
  const { context, page } = await openPage();
  await page.goto("/sign-up");
  await page.getByRole("link", { name: "Mariner employee? Sign up with Okta" }).click();
  await signInAtProvider(page, "new.staff.oidc@mariner.com");
  expect(new URL(page.url()).searchParams.get("signup")).toBe("true");
  await page.getByText(OKTA_SUCCESS_TEXT).waitFor();
  await page.waitForURL(`${servers.siteUrl}/health`);
  await expect(authenticationInfo(page)).resolves.toEqual({
    email: "new.staff.oidc@mariner.com",
    firstName: "Jordan",
    lastName: "Reyes",
    isStaff: true,
  });
  await context.close();
});

test("an account outside the staff domain is refused with the error box and 'Back to Login'", async () => {
  const { context, page } = await openPage();
  await page.goto("/log-in");
  await page.getByRole("link", { name: "Mariner employee? Log in with Okta" }).click();
  await signInAtProvider(page, demo.member);
  await page.getByRole("alert").getByText(OKTA_MESSAGES.logInFailed).waitFor();
  await expect(authenticationInfo(page)).resolves.toBeNull();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await page.waitForURL(`${servers.siteUrl}/log-in`);
  await context.close();
});
