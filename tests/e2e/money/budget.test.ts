import type { Browser, Locator, Page } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

/** Types over a masked field as a person would (select all, type). */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

const line = (page: Page, name: string) => page.locator(`[data-testid="budget-line"][data-category="${name}"]`);
const periodDates = (page: Page) => page.getByTestId("period-dates").innerText();

async function noSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the demo member budgets next month from suggestions, edits a target, moves money and switches to pay periods", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await page.goto("/budget");
  await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();

  // This month: the seeded lines, the header figures and each line's state in words.
  const thisMonth = await periodDates(page);
  expect(thisMonth).toMatch(/^[A-Z][a-z]+ 1 – [A-Z][a-z]+ \d{2}, \d{4}$/);
  await page.getByText("Left to spend").waitFor();
  await page.getByText("Safe to spend today").waitFor();
  await line(page, "Groceries").getByTestId("line-state").waitFor();
  expect(await line(page, "Groceries").getByTestId("line-state").innerText()).toMatch(/^(On track|Close to limit|Over by \$[\d,.]+|Limit reached)$/);
  await page.screenshot({ path: "test-results/budget-this-month-desktop.png", fullPage: true });

  // Next month has no lines yet: the set-up state suggests targets from the last three months.
  await page.getByRole("link", { name: "Next period" }).click();
  await page.getByRole("heading", { name: "Set up your budget" }).waitFor();
  expect(await periodDates(page)).not.toBe(thisMonth);
  const suggestions = page.getByTestId("suggestion");
  await suggestions.first().waitFor();
  const count = await suggestions.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await suggestions.filter({ hasText: "Food and drink" }).waitFor();
  await page.screenshot({ path: "test-results/budget-set-up-desktop.png", fullPage: true });
  await page.getByRole("button", { name: `Use suggestions (${count})` }).click();
  await expectToast(page, `${count} budget categories added`);
  await line(page, "Food and drink").waitFor();
  expect(await page.getByTestId("budget-line").count()).toBe(count);

  // Edit a target inline.
  await line(page, "Food and drink").getByRole("button", { name: "Edit target for Food and drink" }).click();
  await retype(page.getByRole("textbox", { name: "Food and drink target" }), "700");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Food and drink target saved");
  await line(page, "Food and drink").getByTestId("line-target").filter({ hasText: "$700" }).waitFor();

  // Move $50 from Food and drink to Transportation, both in one write.
  const transportationBefore = await line(page, "Transportation").getByTestId("line-target").innerText();
  await line(page, "Food and drink").getByRole("button", { name: "Move money from Food and drink" }).click();
  const dialog = page.getByRole("dialog", { name: "Move money" });
  const toField = dialog.getByRole("combobox", { name: "To" });
  await toField.selectOption((await toField.locator("option", { hasText: /^Transportation/ }).getAttribute("value"))!);
  await retype(dialog.getByRole("textbox", { name: "Amount" }), "50");
  await dialog.getByRole("button", { name: "Move money" }).click();
  await expectToast(page, "Moved $50 from Food and drink to Transportation");
  await line(page, "Food and drink").getByTestId("line-target").filter({ hasText: "$650" }).waitFor();
  const transportationAfter = await line(page, "Transportation").getByTestId("line-target").innerText();
  expect(Number(transportationAfter.replace(/[$,]/g, ""))).toBe(Number(transportationBefore.replace(/[$,]/g, "")) + 50);

  // Pay-period budgeting from the detected paycheck (every two weeks): the period's dates change to two weeks.
  await page.getByRole("button", { name: "Budget period" }).click();
  const settings = page.getByRole("dialog", { name: "Budget period" });
  await settings.getByText("We found your paycheck from").waitFor();
  await settings.getByRole("button", { name: "Budget from my paycheck" }).click();
  expect(await settings.getByRole("radio", { name: "By pay period" }).isChecked()).toBe(true);
  expect(await settings.getByRole("combobox", { name: "I'm paid" }).inputValue()).toBe("BIWEEKLY");
  await settings.getByRole("button", { name: "Save budget period" }).click();
  await expectToast(page, "Budget period saved");
  await page.waitForURL((url) => url.pathname === "/budget" && !url.search);
  await page.getByText(/^Pay period/).waitFor();
  const payPeriod = await periodDates(page);
  expect(payPeriod).not.toBe(thisMonth);
  const [from, to] = payPeriod.split(" – ").map((part) => new Date(`${part.includes(",") ? part : `${part}, ${new Date().getUTCFullYear()}`} UTC`));
  expect((to!.getTime() - from!.getTime()) / 86_400_000).toBe(13);
  await page.screenshot({ path: "test-results/budget-pay-period-desktop.png", fullPage: true });
  await context.close();
});

test("the budget and a category page at 390 px: nothing scrolls sideways, the state is in words", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.member);
  // The period containing the 1st of this month holds the seeded lines, whichever way periods are cut by now.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  await page.goto(`/budget?period=${first}`);
  await page.getByRole("heading", { name: "Budget", level: 1 }).waitFor();
  await page.getByTestId("period-dates").waitFor();
  await page.getByTestId("budget-line").first().waitFor();
  await noSideways(page);
  await page.screenshot({ path: "test-results/budget-phone.png", fullPage: true });

  await page.getByTestId("budget-line").first().getByRole("link").click();
  await page.getByRole("heading", { name: "Last 6 periods" }).waitFor();
  await page.getByRole("table").waitFor();
  expect(await page.getByRole("row").count()).toBe(7);
  await page.getByRole("link", { name: "See all" }).waitFor();
  expect(await page.getByRole("link", { name: "See all" }).getAttribute("href")).toMatch(
    /^\/transactions\?category=[^&]+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  await noSideways(page);
  await page.screenshot({ path: "test-results/budget-category-phone.png", fullPage: true });
  await context.close();
});
