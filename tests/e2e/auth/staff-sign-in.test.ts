import type { Browser } from "playwright-core";
import { baseUrl, demo, launchBrowser, newPage } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

// Staff sign-in through the built-in local stand-in of the staff identity provider (the e2e server has no OKTA_*
// settings). The same flows against a real OIDC server: tests/e2e/auth/staff-oidc-provider.test.ts (in the browser)
// and tests/integration/auth/okta-sign-in.test.ts.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("the demo staff member signs in through the staff identity provider and lands on /health", async () => {
  const { context, page } = await newPage(browser);
  await signInAsStaff(page, demo.staff);
  const info = await page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({ query: "{ authenticationInfo { email isStaff } }" }),
    });
    return (await response.json()) as { data?: { authenticationInfo: { email: string; isStaff: boolean } } };
  });
  expect(info.data?.authenticationInfo).toEqual({ email: demo.staff, isStaff: true });
  await context.close();
});

test("a new staff member signs up (signup=true survives the round trip)", async () => {
  const { context, page } = await newPage(browser, "phone");
  const email = `new.staff.${Date.now()}@mariner.com`;
  await page.goto("/api/auth/okta?signup=true");
  await page.getByLabel("Staff email").fill(email);
  await page.getByLabel("First name (for sign-up)").fill("Jordan");
  await page.getByLabel("Last name (for sign-up)").fill("Reyes");
  await page.screenshot({ path: "test-results/staff-identity-provider-phone.png" });
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/okta\/callback\?.*signup=true/);
  await page.getByText("Successfully authenticated through Okta. You will be redirected shortly.").waitFor();
  await page.waitForURL("**/health");
  await context.close();
});

test("the staff sign-in page refuses an email outside the staff domain", async () => {
  const { context, page } = await newPage(browser);
  await page.goto("/api/auth/okta");
  await page.getByLabel("Staff email").fill(demo.member);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").getByText("Enter an email address on the staff domain.").waitFor();
  await context.close();
});

test("a callback that does not belong to this browser's sign-in shows the error box and 'Back to Login'", async () => {
  const { context, page } = await newPage(browser);
  await page.goto("/okta/callback?code=forged-code&state=forged-state");
  await page
    .getByRole("alert")
    .getByText("Error occurred while attempting to verify Okta authentication code. Please try again")
    .waitFor();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await page.waitForURL("**/log-in");
  await context.close();
});

test("a sign-in begun on another host name of the server moves to SITE_URL first, and completes", async () => {
  const { context, page } = await newPage(browser);
  const site = new URL(baseUrl);
  const otherHost = new URL(baseUrl);
  otherHost.hostname = site.hostname === "localhost" ? "127.0.0.1" : "localhost";

  await page.goto(`${otherHost.origin}/log-in?next=%2Faccounts`);
  expect(page.url()).toBe(`${site.origin}/log-in?next=%2Faccounts`);
  await page.getByRole("link", { name: /Log in with Okta/ }).click();
  await page.getByLabel("Staff email").fill(demo.staff);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("Successfully authenticated through Okta. You will be redirected shortly.").waitFor();
  await page.waitForURL(`${site.origin}/health`);

  // The staff sign-in's own start address, opened directly on the other name, also moves first.
  const start = await page.request.get(`${otherHost.origin}/api/auth/okta`, { maxRedirects: 0 });
  expect(start.status()).toBe(308);
  expect(start.headers().location).toBe(`${site.origin}/api/auth/okta`);
  await context.close();
});
