import type { Browser, Page } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const goalName = `Rainy day ${Date.now().toString(36)}`;
const nextYear = () => {
  const date = new Date();
  return `${date.getFullYear() + 1}-${String(date.getMonth() + 1).padStart(2, "0")}-15`;
};

async function expectToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

let goalPath = "";

test("the demo member creates an emergency fund in three steps, finds it, completes and reopens it", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);

  await page.goto("/goals");
  await page.getByRole("heading", { name: "Goals", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Plan your debt payoff" }).waitFor();
  await page.getByRole("link", { name: "Create a goal" }).click();

  // Step 1: the kind.
  await page.waitForURL("**/goal/new");
  await page.getByText("Step 1 of 3").waitFor();
  await page.getByRole("radio", { name: /Emergency fund/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: the target suggested from essential spending (three months), already in the target field.
  await page.waitForURL("**/goal/new/details/**");
  await page.getByText("Step 2 of 3").waitFor();
  const suggestionText = await page.getByText(/^We suggest \$[\d,]+/).innerText();
  const suggested = /\$([\d,]+)/.exec(suggestionText)![1]!;
  expect(Number(suggested.replace(/,/g, ""))).toBeGreaterThan(0);
  await expect(page.getByRole("textbox", { name: "Target amount" }).inputValue()).resolves.toBe(`$${suggested}`);
  await page.getByRole("radio", { name: /3 months/ }).isChecked();

  await page.getByRole("textbox", { name: "Goal name" }).fill(goalName);
  await page.getByLabel("Target date").fill(nextYear());
  // Only liquid assets are offered: savings and checking, not the 401(k).
  await expect(page.getByRole("checkbox", { name: /401\(k\)/ }).count()).resolves.toBe(0);
  await page.getByRole("checkbox", { name: /High-Yield Savings/ }).check();
  // Part of the savings is set aside for this goal; the money already there counts (an emergency fund's default).
  const earmark = page.getByRole("textbox", { name: /Amount of High-Yield Savings set aside/ });
  await earmark.click();
  await earmark.pressSequentially("2000");
  expect(await page.getByRole("checkbox", { name: "Count the money already in these accounts" }).isChecked()).toBe(true);
  await page.getByRole("button", { name: /^Use \$/ }).click();
  expect(await page.getByRole("textbox", { name: "Monthly amount" }).inputValue()).toMatch(/^\$[\d,]+$/);
  await page.screenshot({ path: "test-results/goal-details-desktop.png", fullPage: true });
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 3: the summary.
  await page.waitForURL("**/goal/new/complete/**");
  await page.getByRole("heading", { name: `${goalName} is set` }).waitFor();
  await page.getByText("High-Yield Savings").waitFor();
  await page.getByText("(in your budget)").waitFor();
  await page.getByRole("link", { name: "Go to goals" }).click();

  // /goals lists it among the active goals.
  await page.waitForURL("**/goals");
  const active = page.getByRole("region", { name: /Active/ });
  await active.getByRole("link", { name: goalName }).waitFor();
  await active.getByRole("progressbar", { name: `${goalName} progress` }).waitFor();
  await page.screenshot({ path: "test-results/goals-desktop.png", fullPage: true });
  await active.getByRole("link", { name: goalName }).click();

  // /goals/{id}: progress, the linked account, the projection as a table too.
  await page.waitForURL(/\/goals\/[^/]+$/);
  goalPath = new URL(page.url()).pathname;
  await page.getByRole("heading", { name: goalName, level: 1 }).waitFor();
  const accounts = page.getByRole("region", { name: "Contributing accounts" });
  await accounts.getByText("High-Yield Savings").waitFor();
  await accounts.getByText("$2,000 set aside").waitFor();
  const expectedPercent = `${Math.floor((2000 / Number(suggested.replace(/,/g, ""))) * 100)}%`;
  await page.getByText(expectedPercent, { exact: true }).waitFor();
  await page.getByRole("button", { name: "Show as a table" }).click();
  await page.getByRole("table", { name: /Projected value by month/ }).waitFor();
  await page.screenshot({ path: "test-results/goal-detail-desktop.png", fullPage: true });

  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expectToast(page, "Goal completed. Well done!");
  await page.getByRole("button", { name: "Reopen goal" }).waitFor();
  await page.getByText("Complete", { exact: true }).first().waitFor();

  await page.goto("/goals");
  await page.getByRole("region", { name: /Completed/ }).getByRole("link", { name: goalName }).waitFor();
  await page.getByRole("region", { name: /Completed/ }).getByRole("link", { name: goalName }).click();
  await page.getByRole("button", { name: "Reopen goal" }).click();
  await expectToast(page, "Goal reopened");
  await page.getByRole("button", { name: "Mark as complete" }).waitFor();
  await page.goto("/goals");
  await page.getByRole("region", { name: /Active/ }).getByRole("link", { name: goalName }).waitFor();
  await context.close();
});

test("on a phone /goals/{id} has a back button and the title 'Edit Goal'", async () => {
  expect(goalPath).not.toBe("");
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.member);
  await page.goto(goalPath);
  const title = page.getByRole("heading", { name: "Edit Goal", level: 1 });
  await title.waitFor();
  expect(await title.isVisible()).toBe(true);
  await page.getByRole("region", { name: "Contributing accounts" }).waitFor();
  // The projection is drawn (the line at today's pace), for sighted users; the table is one click away.
  // (A flat target line has no height, so "attached" rather than "visible".)
  const lines = page.getByRole("region", { name: "Projection" }).locator(".recharts-line-curve");
  await lines.nth(1).waitFor({ state: "attached" });
  expect(await lines.count()).toBe(2);
  const back = page.getByRole("link", { name: "Back to goals" });
  expect(await back.isVisible()).toBe(true);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/goal-detail-phone.png", fullPage: true });
  await back.click();
  await page.waitForURL("**/goals");
  await page.getByRole("heading", { name: "Goals", level: 1 }).waitFor();
  await page.screenshot({ path: "test-results/goals-phone.png", fullPage: true });
  await context.close();
});
