import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const row = (page: Page, text: string) => page.locator("main li", { hasText: text });

async function openTransactions(page: Page, query = "") {
  await page.goto(`/transactions${query}`);
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

// The demo member's history is about four months of provider-style transactions (prisma/seed/demo-transactions.ts),
// dated from today: the test narrows the list by search before it counts, and reads amounts from the page.
test("at 390 px the filters fold into a disclosure, rows are two-line cards and nothing scrolls sideways", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.member);
  await openTransactions(page, "?q=netflix");
  await row(page, "Netflix").first().waitFor();
  expect(await page.getByRole("combobox", { name: "Account" }).isVisible()).toBe(false);
  await page.getByText(/^Filters/).first().click();
  await page.getByRole("combobox", { name: "Account" }).waitFor();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Posted only" });
  await page.waitForURL(/[?&]status=posted/);
  await page.getByText(/^Filters \(\d+ on\)$/).click();

  const netflix = row(page, "Netflix").first();
  await netflix.getByRole("button", { name: /Netflix/ }).click();
  await netflix.getByRole("button", { name: "Save" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/transactions-phone.png", fullPage: true });
  await context.close();
});
