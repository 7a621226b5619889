import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage, viewports } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";
import { signInAsStaff } from "../helpers/staff-sign-in";
import { postJson } from "../helpers/dev-api";

// The investing dashboard and portfolio (issue 16 item 5) against the built-in clearing-firm sandbox: a new member's
// application is approved, the member picks the Balanced portfolio, a $1,000 rollover check arrives and three orders
// fill (POST /api/dev/clearing-firm). The member sees the totals on /investing, the dashboard (value, buying power,
// gain/loss, periods in the URL, the chart's table), and the portfolio (holdings, drift, activity, a document's
// download). axe on each; screenshots at 1280 and 390 px.

jest.setTimeout(240_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

type Choice = { modelPortfolios: { accountState: string; portfolios: Array<{ id: string; name: string }> } };

test("a funded account's dashboard and portfolio: figures, periods, chart table, drift, activity, a document", async () => {
  const member = await newPage(browser);
  const email = await signUpToOnboarding(member.page, "dashboard");
  await finishOnboarding(member.page);

  const staff = await newPage(browser);
  await signInAsStaff(staff.page, demo.staff);
  const opened = await postJson(staff.page, "/api/dev/investing-applications", { email });
  const accountId = String(opened.accountId);
  await postJson(staff.page, "/api/dev/clearing-firm", { action: "force", accountId, outcome: "APPROVED" });

  // The queued sync stores ACTIVE; then the member picks the Balanced portfolio (effective at once: nothing invested).
  const { page } = member;
  let choice: Choice | null = null;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    choice = await graphql<Choice>(page, "query($a: String!) { modelPortfolios(accountId: $a) { accountState portfolios { id name } } }", { a: accountId });
    if (choice.modelPortfolios.accountState === "ACTIVE") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(choice!.modelPortfolios.accountState).toBe("ACTIVE");

  // Before any money: the dashboard says how to fund the account.
  await page.goto(`/investing/dashboard/${accountId}`);
  await page.getByRole("heading", { name: "Fund your account" }).waitFor();
  expect(await page.getByRole("link", { name: "Fund your account" }).getAttribute("href")).toBe(`/investing/fund?accountId=${accountId}`);

  const balanced = choice!.modelPortfolios.portfolios.find((portfolio) => portfolio.name === "Balanced")!;
  const changed = await graphql<{ changeModelPortfolio: { error: string | null } }>(
    page,
    "mutation($a: String!, $m: ID!) { changeModelPortfolio(accountId: $a, modelPortfolioId: $m) { error } }",
    { a: accountId, m: balanced.id },
  );
  expect(changed.changeModelPortfolio.error).toBeNull();

  // A $1,000 rollover check arrives; the sync sees it settled and the rebalance invests it in Balanced's five funds.
  await postJson(staff.page, "/api/dev/clearing-firm", { action: "depositCheck", accountId, amount: "1000.00", description: "Old 401(k) plan" });
  let invested = false;
  for (let attempt = 0; attempt < 60 && !invested; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const accounts = await graphql<{ apexAccounts: { accountId: string; isMoneyInvested: boolean }[] }>(page, "query { apexAccounts { accountId isMoneyInvested } }", {});
    invested = accounts.apexAccounts.some((account) => account.accountId === accountId && account.isMoneyInvested);
  }
  expect(invested).toBe(true);

  // /investing: the §4 totals and the way into the dashboard.
  await page.goto("/investing");
  const totals = page.getByRole("region", { name: "All your investing accounts" });
  await totals.getByText("Put in").waitFor();
  await expect(totals.locator("dd", { hasText: /^\$1,000$/ }).count()).resolves.toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: "View dashboard" }).click();
  await page.waitForURL(`**/investing/dashboard/${accountId}`);
  await page.getByRole("heading", { level: 1, name: /^Brokerage · / }).waitFor();
  await page.getByText("Balanced portfolio").waitFor();
  await page.getByText("Buying power").waitFor();
  await expect(page.getByRole("link", { name: "1M (last month)" }).getAttribute("aria-current")).resolves.toBe("page");
  await page.locator(".recharts-surface").first().waitFor();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/investing-dashboard-1280.png", fullPage: true });

  // Another period is a URL; the chart's table has today's value.
  await page.getByRole("link", { name: "3M (last 3 months)" }).click();
  await page.waitForURL(`**/investing/dashboard/${accountId}?period=3M`);
  await expect(page.getByRole("link", { name: "3M (last 3 months)" }).getAttribute("aria-current")).resolves.toBe("page");
  await page.getByRole("button", { name: "Show as table" }).click();
  const table = page.getByRole("table", { name: /Account value by day, last 3 months/ });
  await table.waitFor();
  await expect(table.getByRole("row").count()).resolves.toBeGreaterThan(1);
  await expectAccessible(page);

  // The portfolio: holdings, drift, activity, documents.
  await page.getByRole("link", { name: "Holdings and documents" }).click();
  await page.waitForURL(`**/investing/${accountId}/portfolio`);
  await page.getByRole("heading", { level: 1, name: /^Portfolio: / }).waitFor();
  const holdings = page.getByRole("table", { name: "Holdings at today's prices" });
  await holdings.getByRole("rowheader", { name: /^VTI / }).waitFor();
  await expect(holdings.getByRole("rowheader", { name: /Vanguard Total Bond Market ETF/ }).count()).resolves.toBe(1);
  const allocation = page.getByRole("table", { name: /Target against actual allocation/ });
  await allocation.getByRole("rowheader", { name: "Stocks", exact: true }).waitFor();
  await allocation.getByRole("row", { name: /BNDX/ }).waitFor();
  const activity = page.getByRole("table", { name: "All activity" });
  await activity.getByText("Deposit").waitFor();
  await expect(activity.getByText("Bought").count()).resolves.toBe(5);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/investing-portfolio-1280.png", fullPage: true });

  const download = page.getByRole("link", { name: /^Download/ }).first();
  const href = (await download.getAttribute("href"))!;
  const redirect = await page.request.get(href, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  const file = await page.request.get(href);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Another signed-in person (staff, not in coach mode, not the owner) is refused.
  expect((await staff.page.request.get(href, { maxRedirects: 0 })).status()).toBe(404);

  // Phone width.
  const phone = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone, storageState: await member.context.storageState() });
  const phonePage = await phone.newPage();
  await phonePage.goto(`/investing/dashboard/${accountId}?period=ALL`);
  await phonePage.getByRole("heading", { level: 1, name: /^Brokerage · / }).waitFor();
  await phonePage.locator(".recharts-surface").first().waitFor();
  await expectAccessible(phonePage);
  await phonePage.screenshot({ path: "test-results/investing-dashboard-390.png", fullPage: true });
  await phonePage.goto(`/investing/${accountId}/portfolio`);
  await phonePage.getByRole("heading", { level: 1, name: /^Portfolio: / }).waitFor();
  await expectAccessible(phonePage);
  await phonePage.screenshot({ path: "test-results/investing-portfolio-390.png", fullPage: true });
  await phone.close();
  await member.context.close();
  await staff.context.close();
});
