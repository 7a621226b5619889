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

test("a member recategorises a transaction, accepts the rule, splits one, filters and exports CSV (1280 px)", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await openTransactions(page);
  await expectCount(row(page, "H-E-B"), 2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/transactions-desktop.png", fullPage: true });

  // Recategorise the newest H-E-B: the rule prompt offers to move the other one too.
  const heb = row(page, "H-E-B").first();
  await heb.getByRole("button", { name: /H-E-B/ }).click();
  await heb.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Department stores" });
  await heb.getByRole("textbox", { name: "Notes" }).fill("=SUM(1+1) weekly shop");
  await heb.getByRole("button", { name: "Save" }).click();
  const prompt = page.getByRole("region", { name: "Category rule" });
  await prompt.getByText("Always put H-E-B in Department stores?").waitFor();
  const pastMatches = prompt.getByRole("checkbox", { name: "Also change 1 past transaction" });
  expect(await pastMatches.isChecked()).toBe(true);
  await page.screenshot({ path: "test-results/transactions-rule-prompt-desktop.png" });
  await prompt.getByRole("button", { name: "Always do this" }).click();
  await page.getByText("H-E-B will always go in Department stores. 1 past transaction moved.").first().waitFor();
  await expectCount(row(page, "H-E-B").filter({ hasText: "Department stores" }), 2);

  // Split Torchy's Tacos ($27.35): the running remainder, then two categories.
  const tacos = row(page, "Torchy's Tacos");
  await tacos.getByRole("button", { name: /Torchy's Tacos/ }).click();
  await tacos.getByRole("button", { name: "Split", exact: true }).click();
  await tacos.getByRole("textbox", { name: "Part 1 amount" }).fill("20");
  await tacos.getByText("Left to assign $7.35").waitFor();
  await tacos.getByRole("combobox", { name: "Part 1 category" }).selectOption({ label: "Restaurants" });
  await tacos.getByRole("textbox", { name: "Part 2 amount" }).fill("7.30");
  await tacos.getByRole("combobox", { name: "Part 2 category" }).selectOption({ label: "Coffee" });
  await tacos.getByRole("button", { name: "Save split" }).click();
  await tacos.getByText("The parts add up to $27.30; they must add up to $27.35 ($0.05 short).").waitFor();
  await tacos.getByRole("textbox", { name: "Part 2 amount" }).fill("7.35");
  await tacos.getByText("All assigned.").waitFor();
  await tacos.getByRole("button", { name: "Save split" }).click();
  await tacos.getByText("Split · 2 categories").waitFor();
  await page.getByText("Split into 2 parts.").first().waitFor();

  // Filtering: the search lands in the URL; a /spend-style link opens filtered.
  await page.getByRole("searchbox", { name: "Search transactions" }).fill("netflix");
  await page.waitForURL(/[?&]q=netflix/);
  await expectCount(row(page, "Netflix"), 1);
  await expectCount(row(page, "H-E-B"), 0);
  await openTransactions(page, "?type=income");
  await expectCount(row(page, "Acme Logistics payroll"), 2);
  await expectCount(row(page, "Netflix"), 0);
  const payroll = row(page, "Acme Logistics payroll").first();
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
  expect(lines.some((line) => line.includes(",-118.04,'=SUM(1+1) weekly shop,"))).toBe(true);
  expect(lines.filter((line) => line.includes("Torchy's Tacos"))).toHaveLength(2);
  expect(lines.some((line) => line.includes("Acme Logistics payroll") && line.includes(",2275.00,"))).toBe(true);
  await context.close();
});

test("at 390 px the filters fold into a disclosure, rows are two-line cards and nothing scrolls sideways", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.member);
  await openTransactions(page);
  await row(page, "Netflix").waitFor();
  expect(await page.getByRole("combobox", { name: "Account" }).isVisible()).toBe(false);
  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("combobox", { name: "Account" }).waitFor();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Posted only" });
  await page.waitForURL(/[?&]status=posted/);
  await page.getByText("Filters (1 on)").click();

  const netflix = row(page, "Netflix");
  await netflix.getByRole("button", { name: /Netflix/ }).click();
  await netflix.getByRole("button", { name: "Save" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/transactions-phone.png", fullPage: true });
  await context.close();
});
