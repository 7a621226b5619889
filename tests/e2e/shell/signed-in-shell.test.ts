import type { Browser } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("signed-in shell", () => {
  test("a signed-out visitor to a protected page is sent to log in and brought back afterwards", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/health");
    await page.waitForURL("**/log-in?next=%2Fhealth");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Welcome back");
    await signIn(page, demo.member);
    await context.close();
  });

  test("a wrong password is refused with the spec's message and nothing is lost", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/log-in");
    await page.getByLabel("Email").fill(demo.member);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText('Email or password is incorrect. Try again or click "Sign up" to create an account.').waitFor();
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(demo.member);
    await context.close();
  });

  test("the demo member sees the member navigation and profile menu, and no admin menu", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, demo.member);
    await page.getByRole("heading", { name: /Welcome back, Alex/ }).waitFor();
    const main = page.getByRole("navigation", { name: "Main" }).first();
    // Only screens that exist are linked (the rest appear as they are built), so nothing is prefetched into a 404.
    await expect(main.getByRole("link").allInnerTexts()).resolves.toEqual(["Overview", "Accounts", "Invest", "Budget", "Spend", "Transactions", "Goals", "Coaching"]);
    await expect(page.getByRole("button", { name: "Admin" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: /profile menu for/i }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).waitFor();
    await page.getByRole("menuitem", { name: "Give Feedback" }).waitFor();
    await page.screenshot({ path: "test-results/member-shell-desktop.png" });
    await context.close();
  });

  test("staff see the admin menu with the staff tools that exist, and no page logs a 404", async () => {
    const { context, page } = await newPage(browser);
    const notFound: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await signInAsStaff(page, demo.staff);
    await page.getByRole("button", { name: "Admin" }).click();
    await page.getByRole("combobox", { name: "Select Plan" }).waitFor();
    await page.getByRole("textbox", { name: /Coach Mode/ }).waitFor();
    await page.goto("/accounts");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(notFound).toEqual([]);
    await page.screenshot({ path: "test-results/staff-admin-menu-desktop.png" });
    await context.close();
  });

  test("signing out ends the session on the server", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, demo.member);
    const cookies = await context.cookies();
    await page.getByRole("button", { name: /profile menu for/i }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL("**/log-in");
    // Replaying the old cookie must not get back in: the server-side session is revoked.
    const replay = await newPage(browser);
    await replay.context.addCookies(cookies);
    await replay.page.goto("/health");
    await replay.page.waitForURL("**/log-in?next=%2Fhealth");
    await replay.context.close();
    await context.close();
  });

  test("the shell works at phone width", async () => {
    const { context, page } = await newPage(browser, "phone");
    await signIn(page, demo.member);
    await page.getByRole("heading", { name: /Welcome back, Alex/ }).waitFor();
    await page.screenshot({ path: "test-results/member-shell-phone.png" });
    await context.close();
  });
});
