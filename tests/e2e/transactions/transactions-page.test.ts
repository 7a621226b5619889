import type { Browser, Locator, Page } from "playwright-core";
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

/** Waits (up to 10 s) until the locator matches exactly `count` elements, then asserts it. */
async function expectCount(locator: Locator, count: number) {
  const deadline = Date.now() + 10_000;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await locator.count()).toBe(count);
}

async function openTransactions(page: Page, query = "") {
  await page.goto(`/transactions${query}`);
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

/** The rows (one per transaction) of the list now on the page. */
const rows = (page: Page) => page.locator("main li").filter({ has: page.getByRole("button") });

/** Dollars in a '$1,234.56' text. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

// The demo member's history is about four months of provider-style transactions (prisma/seed/demo-transactions.ts),
// dated from today: the test narrows the list by search before it counts, and reads amounts from the page.
test("a member recategorises a transaction, accepts the rule, splits one, filters and exports CSV (1280 px)", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await openTransactions(page);
  await rows(page).first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/transactions-desktop.png", fullPage: true });

  // Recategorise the newest H-E-B: the rule prompt offers to move the others too, and they move.
  await openTransactions(page, "?q=H-E-B");
  await row(page, "H-E-B").first().waitFor();
  const hebCount = await row(page, "H-E-B").count();
  expect(hebCount).toBeGreaterThan(2);
  const heb = row(page, "H-E-B").first();
  await heb.getByRole("button", { name: /H-E-B/ }).click();
  await heb.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Department stores" });
  await heb.getByRole("textbox", { name: "Notes" }).fill("=SUM(1+1) weekly shop");
  await heb.getByRole("button", { name: "Save" }).click();
  const prompt = page.getByRole("region", { name: "Category rule" });
  await prompt.getByText("Always put H-E-B in Department stores?").waitFor();
  const pastMatches = prompt.getByRole("checkbox", { name: `Also change ${hebCount - 1} past transactions` });
  expect(await pastMatches.isChecked()).toBe(true);
  await page.screenshot({ path: "test-results/transactions-rule-prompt-desktop.png" });
  await prompt.getByRole("button", { name: "Always do this" }).click();
  await page.getByText(`H-E-B will always go in Department stores. ${hebCount - 1} past transactions moved.`).first().waitFor();
  await expectCount(row(page, "H-E-B").filter({ hasText: "Department stores" }), hebCount);

  // Split the newest Torchy's Tacos: the running remainder, a sum that is off, then the exact one.
  await openTransactions(page, "?q=Torchy");
  const tacos = row(page, "Torchy's Tacos").first();
  await tacos.waitFor();
  await tacos.getByRole("button", { name: /Torchy's Tacos/ }).click();
  await tacos.getByRole("button", { name: "Split", exact: true }).click();
  await tacos.getByRole("textbox", { name: "Part 1 amount" }).fill("10");
  const leftText = (await tacos.getByText(/^Left to assign \$[\d,.]+$/).textContent()) ?? "";
  const left = dollars(leftText.replace("Left to assign ", ""));
  expect(left).toBeGreaterThan(1);
  await tacos.getByRole("combobox", { name: "Part 1 category" }).selectOption({ label: "Restaurants" });
  await tacos.getByRole("textbox", { name: "Part 2 amount" }).fill((left - 0.05).toFixed(2));
  await tacos.getByRole("combobox", { name: "Part 2 category" }).selectOption({ label: "Coffee" });
  await tacos.getByRole("button", { name: "Save split" }).click();
  await tacos.getByText(/^The parts add up to \$[\d,.]+; they must add up to \$[\d,.]+ \(\$0\.05 short\)\.$/).waitFor();
  await tacos.getByRole("textbox", { name: "Part 2 amount" }).fill(left.toFixed(2));
  await tacos.getByText("All assigned.").waitFor();
  await tacos.getByRole("button", { name: "Save split" }).click();
  await tacos.getByText("Split · 2 categories").waitFor();
  await page.getByText("Split into 2 parts.").first().waitFor();

  // Filtering: the search lands in the URL; a /spend-style link opens filtered.
  await openTransactions(page);
  await page.getByRole("searchbox", { name: "Search transactions" }).fill("netflix");
  await page.waitForURL(/[?&]q=netflix/);
  await row(page, "Netflix").first().waitFor();
  await expectCount(row(page, "H-E-B"), 0);
  expect(await row(page, "Netflix").count()).toBe(await rows(page).count());
  await openTransactions(page, "?type=income&q=Acme");
  await row(page, "Acme Logistics").first().waitFor();
  await expectCount(row(page, "Netflix"), 0);
  const payroll = row(page, "Acme Logistics").first();
  expect(await payroll.getByText(/^Money in \+\$2,275\.00$/).count()).toBe(1);

  // Export of the current (unfiltered) list: the header, the reader's sign and the neutralised note.
  await openTransactions(page);
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toBe("/api/transactions/export?");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/);
  const csv = (await response.text()).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Date,Status,Account,Merchant,Description,Category,Parent category,Amount (money out is negative),Notes,Split parent");
  expect(lines.some((line) => /,-\d+\.\d\d,'=SUM\(1\+1\) weekly shop,/.test(line))).toBe(true);
  // The split transaction is two lines, each naming its parent.
  expect(lines.filter((line) => line.includes("Torchy's Tacos") && !line.endsWith(","))).toHaveLength(2);
  expect(lines.some((line) => line.includes("Acme Logistics") && line.includes(",2275.00,"))).toBe(true);
  await context.close();
});

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
