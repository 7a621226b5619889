import { seriousAxeViolations } from "../helpers/axe";
import type { Browser, Locator, Page } from "playwright-core";
import { SANDBOX_DYNAMIC_PURCHASES } from "@/lib/integrations/bank-linking/sandbox-data";
import { launchBrowser, newPage, viewports } from "../helpers/browser";
import { finishOnboarding, linkSandboxBank, SANDBOX_BANK as BANK } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";

// Issue 12, one member's whole journey with money in motion: a new member links the sandbox's dynamic test bank
// (two days behind until refreshed), finds the transactions categorised, files a pending purchase under a category
// of their own with a rule for the merchant, budgets from suggestions, refreshes the bank (the pending purchase posts
// in place, a new one arrives, 'Left to spend' moves by it), switches to pay periods, sets an emergency fund and
// looks at the payoff plan, exports CSV; then the same screens at 390 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const { posting, new: fresh } = SANDBOX_DYNAMIC_PURCHASES;

const txRows = (page: Page, text: string) => page.locator("main li", { hasText: text });
const dollars = (text: string) => Number(text.replace(/[^\d.−-]/g, "").replace("−", "-"));


/** Waits (up to 15 s) until the locator matches exactly `count` elements, then asserts it. */
async function expectCount(locator: Locator, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await locator.count()).toBe(count);
}

async function leftToSpend(page: Page): Promise<number> {
  await page.goto("/budget");
  await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();
  const text = await page.getByTestId("left-to-spend").innerText();
  return dollars(text.replace("Left to spend", "").replace("Over budget", ""));
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The day `days` from today (UTC), as the sandbox dates its transactions. */
function utcDay(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}
const sameMonth = (a: Date, b: Date) => a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();

test("a new member links a bank, trusts its categories, budgets, watches a sync land, plans and exports", async () => {
  const { context, page } = await newPage(browser, "desktop");
  page.setDefaultTimeout(30_000);
  await signUpToOnboarding(page, "e2e-money-journey");
  await finishOnboarding(page);

  // Link the sandbox bank with the dynamic test sign-in: every account it offers.
  await page.goto("/accounts");
  await page.getByRole("heading", { name: "Accounts", level: 1 }).waitFor();
  await linkSandboxBank(page, { username: "user_transactions_dynamic", timeout: 30_000 });

  // The transactions arrived categorised from the provider's categories; the newest grocery run is still pending.
  await page.goto(`/transactions?q=${encodeURIComponent(posting.name)}`);
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
  const pendingRow = txRows(page, `$${posting.amount}`).filter({ hasText: "Pending" });
  await expectCount(pendingRow, 1);
  await pendingRow.getByText("Groceries").waitFor();
  const groceryRuns = await txRows(page, posting.name).count();
  expect(groceryRuns).toBeGreaterThan(1);

  // The member files it (and, by a rule, every Whole Foods purchase) under Superstores.
  await pendingRow.getByRole("button", { name: new RegExp(posting.name) }).click();
  await pendingRow.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Superstores" });
  await pendingRow.getByRole("button", { name: "Save" }).click();
  const prompt = page.getByRole("region", { name: "Category rule" });
  await prompt.getByText(`Always put ${posting.name} in Superstores?`).waitFor();
  await prompt.getByRole("button", { name: "Always do this" }).click();
  await page.getByText(`${posting.name} will always go in Superstores. ${groceryRuns - 1} past transactions moved.`).first().waitFor();
  await expectCount(txRows(page, posting.name).filter({ hasText: "Superstores" }), groceryRuns);

  // A budget for this month from the suggestions.
  await page.goto("/budget");
  await page.getByRole("heading", { name: "Set up your budget" }).waitFor();
  const suggestions = page.getByTestId("suggestion");
  await suggestions.first().waitFor();
  const count = await suggestions.count();
  await page.getByRole("button", { name: `Use suggestions (${count})` }).click();
  await page.getByText(`${count} budget categories added`).first().waitFor();
  await page.getByTestId("budget-line").first().waitFor();
  const before = await leftToSpend(page);

  // Refresh now: the bank catches up. The pending purchase posts in its own row, with the member's category.
  await page.goto("/accounts");
  const banks = page.getByRole("region", { name: "Linked banks" });
  await banks.getByRole("button", { name: `Refresh now for ${BANK}` }).click();
  await page.getByText(`${BANK} is up to date.`).first().waitFor();
  await page.goto(`/transactions?q=${encodeURIComponent(posting.name)}`);
  const posted = txRows(page, `$${posting.amount}`);
  await expectCount(posted, 1);
  expect(await posted.getByText("Pending").count()).toBe(0);
  await posted.getByText("Superstores").waitFor();
  await page.goto(`/transactions?q=${encodeURIComponent(fresh.name)}`);
  const target = txRows(page, `$${fresh.amount}`);
  await expectCount(target, 1);

  // Split today's purchase: part household goods, part groceries, to the cent.
  await target.getByRole("button", { name: new RegExp(fresh.name) }).click();
  await target.getByRole("button", { name: "Split", exact: true }).click();
  await target.getByRole("textbox", { name: "Part 1 amount" }).fill("20");
  await target.getByRole("combobox", { name: "Part 1 category" }).selectOption({ label: "Superstores" });
  await target.getByRole("textbox", { name: "Part 2 amount" }).fill((Number(fresh.amount) - 20).toFixed(2));
  await target.getByRole("combobox", { name: "Part 2 category" }).selectOption({ label: "Groceries" });
  await target.getByText("All assigned.").waitFor();
  await target.getByRole("button", { name: "Save split" }).click();
  await target.getByText("Split · 2 categories").waitFor();

  // 'Left to spend' moves by today's purchase (and by the grocery run if posting moved it into this month).
  const movedIn = sameMonth(utcDay(-1), utcDay(0)) && !sameMonth(utcDay(-2), utcDay(0));
  const expectedChange = Number(fresh.amount) + (movedIn ? Number(posting.amount) : 0);
  expect(Math.round((before - (await leftToSpend(page))) * 100)).toBe(Math.round(expectedChange * 100));

  // Budget by pay period: the biweekly paycheck is found in the linked checking account.
  await page.getByRole("button", { name: "Budget period" }).click();
  const settings = page.getByRole("dialog", { name: "Budget period" });
  await settings.getByText("We found your paycheck from").waitFor();
  await settings.getByRole("button", { name: "Budget from my paycheck" }).click();
  await settings.getByRole("button", { name: "Save budget period" }).click();
  await page.getByText("Budget period saved").first().waitFor();
  await page.getByText(/^Pay period/).waitFor();

  // An emergency fund from the suggestion, held in the linked savings account.
  await page.goto("/goal/new");
  await page.getByRole("radio", { name: /Emergency fund/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText(/^We suggest \$[\d,]+/).waitFor();
  await page.getByRole("textbox", { name: "Goal name" }).fill("Emergency fund");
  const nextYear = utcDay(365).toISOString().slice(0, 10);
  await page.getByLabel("Target date").fill(nextYear);
  await page.getByRole("checkbox", { name: /Plaid Saving/ }).check();
  expect(await page.getByRole("checkbox", { name: /Plaid 401k/ }).count()).toBe(0);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("heading", { name: "Emergency fund is set" }).waitFor();

  // The payoff plan covers the linked card and student loan.
  await page.goto("/goals/debt-payoff");
  await page.getByRole("heading", { level: 1, name: "Debt payoff planner" }).waitFor();
  await page.getByTestId("avalanche-debt-free").waitFor();
  expect(await page.getByTestId("avalanche-debt-free").innerText()).toMatch(/^[A-Z][a-z]+ \d{4}$/);

  // ... and becomes a goal: the highest-rate debt first (avalanche), named for it.
  await page.getByRole("link", { name: "Make this a goal" }).click();
  await page.waitForURL("**/goal/new?kind=PAY_DOWN_DEBT**");
  expect(await page.getByRole("radio", { name: /Pay down debt/ }).isChecked()).toBe(true);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/goal/new/details/**");
  expect(await page.getByRole("textbox", { name: "Goal name" }).inputValue()).toBe("Pay off Plaid Credit Card");
  await page.getByLabel("Target date").fill(utcDay(730).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("heading", { name: "Pay off Plaid Credit Card is set" }).waitFor();

  // CSV of the filtered list: the posted grocery run once, in the member's category.
  await page.goto(`/transactions?q=${encodeURIComponent(posting.name)}`);
  await txRows(page, posting.name).first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = (await (await page.request.get(href!)).text()).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n").slice(1);
  expect(lines).toHaveLength(groceryRuns);
  expect(lines.filter((line) => line.includes(`,-${posting.amount},`))).toEqual([expect.stringContaining(",Posted,")]);
  expect(lines.every((line) => line.includes(",Superstores,"))).toBe(true);

  // The same screens at 390 px: nothing scrolls sideways, and axe finds nothing serious.
  await page.setViewportSize(viewports.phone);
  for (const [path, heading] of [
    ["/transactions", "Transactions"],
    ["/budget", "Budget"],
    ["/goals", "Goals"],
    ["/accounts", "Accounts"],
  ] as const) {
    await page.goto(path);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await noSideways(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.screenshot({ path: "test-results/money-journey-phone.png", fullPage: true });
  await context.close();
});
