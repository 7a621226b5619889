import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD, demo, launchBrowser, newPage } from "../helpers/browser";

/** Signs in from /log-in straight to `path` (the return path), waiting until it is shown. */
async function signInTo(page: Page, path: string) {
  await page.goto(`/log-in?next=${encodeURIComponent(path)}`);
  await page.getByRole("textbox", { name: "Email" }).fill(demo.member);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // The page's own first reads (the shell's notices) finish before the session is revoked elsewhere: the operation
  // that meets the revoked session is then the one each test makes.
  await page.waitForLoadState("networkidle");
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("a session revoked on the server: the next operation opens Session Expired, then logs out after 5 s", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/verify?next=%2Fhealth");
  await page.getByRole("heading", { name: "Confirm your employer plan" }).waitFor();
  expect((await context.cookies()).some((cookie) => cookie.name === "signedin" && cookie.value === "true")).toBe(true);

  // Somewhere else, the same session is signed out: another browser context holding this session's cookie.
  const { context: elsewhere } = await newPage(browser);
  await elsewhere.addCookies(await context.cookies());
  const loggedOut = await elsewhere.request.post("/api/graphql", {
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    data: { query: "mutation { logOut(logOut: true) { loggedOut } }" },
  });
  expect(await loggedOut.json()).toEqual({ data: { logOut: { loggedOut: true } } });
  await elsewhere.close();

  // Any operation from the open page now answers 'Please sign in and try again.'
  await page.getByLabel("Work email").fill("someone@acmelogistics.example.com");
  await page.getByRole("button", { name: "Send link" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  await dialog
    .getByText(
      "Your session has expired due to inactivity. You will automatically be logged out in 5 seconds. Please log back in to continue.",
    )
    .waitFor();
  await dialog.getByRole("button", { name: "Log back in" }).waitFor();
  const shownAt = Date.now();
  expect((await context.cookies()).some((cookie) => cookie.name === "signedin")).toBe(false);
  await page.screenshot({ path: "test-results/session-expired-desktop.png" });

  // No click: the automatic logout after 5 seconds, back to /log-in remembering where the user was.
  await page.waitForURL("**/log-in?**", { timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/verify?next=%2Fhealth");
  await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  await context.close();
});

test("dismissing the Session Expired modal cancels the automatic logout", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signInTo(page, "/verify");
  const { context: elsewhere } = await newPage(browser);
  await elsewhere.addCookies(await context.cookies());
  await elsewhere.request.post("/api/graphql", {
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    data: { query: "mutation { logOut(logOut: true) { loggedOut } }" },
  });
  await elsewhere.close();

  await page.getByLabel("Work email").fill("someone@acmelogistics.example.com");
  await page.getByRole("button", { name: "Send link" }).click();
  await page.getByRole("alertdialog").waitFor();
  await page.screenshot({ path: "test-results/session-expired-phone.png" });
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  await page.waitForTimeout(6_500);
  expect(new URL(page.url()).pathname).toBe("/verify");
  await context.close();
});
