import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// Wait for the data the pages load in the browser, so axe sees what a member sees.
async function historyLoaded(page: Page) {
  await page.getByText("Show the figures as a table").waitFor();
  await page.locator(".recharts-surface").first().waitFor();
}
const accountsLoaded = (page: Page) => page.getByRole("region", { name: "Assets" }).waitFor();

describe.each(Object.keys(viewports) as Array<keyof typeof viewports>)("the demo member's pages at %s width", (viewport) => {
  test("/health and /accounts have no serious or critical axe violations", async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, demo.member);
    await historyLoaded(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.goto("/accounts");
    await accountsLoaded(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

test.each(Object.keys(viewports) as Array<keyof typeof viewports>)(
  "the plan administrator's /dashboard/{planId} has no serious or critical axe violations at %s width",
  async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, demo.planAdmin);
    await page.goto("/dashboard");
    await page.waitForURL(/\/dashboard\/[^/]+$/);
    await page.getByRole("heading", { level: 1, name: "Acme Logistics" }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await context.close();
  },
);

test("the profile button's name starts with the initials it shows", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  const profile = page.getByRole("button", { name: /profile menu for/i });
  const initials = (await profile.textContent())?.trim() ?? "";
  expect(initials).toMatch(/^[A-Z]{1,2}$/);
  await expect(profile.getAttribute("aria-label")).resolves.toMatch(new RegExp(`^${initials}, profile menu for `));
  await context.close();
});

test("closing the add-account modal, or the bank dialog it leads to, puts focus back on 'Add an account'", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await page.goto("/accounts");
  await accountsLoaded(page);
  const add = page.getByRole("button", { name: "Add an account", exact: true });
  const addHasFocus = () => page.waitForFunction(() => document.activeElement?.textContent === "Add an account");

  await add.click();
  await page.getByRole("dialog", { name: "Add an account" }).waitFor();
  await page.keyboard.press("Escape");
  await addHasFocus();

  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Link a bank account" }).click();
  await page.getByRole("dialog", { name: "Select your bank" }).waitFor();
  await page.keyboard.press("Escape");
  await addHasFocus();
  await context.close();
});
