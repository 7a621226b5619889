import type { Browser } from "playwright-core";
import { formatMoney } from "@/lib/format/format-money";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const iso = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();
const monthFrom = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
const monthTo = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));

describe.each(Object.keys(viewports) as Array<keyof typeof viewports>)("at %s width", (viewport) => {
  test("the demo member follows a category bar on /spend to its filtered transactions", async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(60_000); // the production build on a busy 2-core machine
    await signIn(page, demo.member);
    await page.goto("/spend");
    await page.getByRole("heading", { level: 1, name: "Spending Breakdown" }).waitFor();
    await page.getByRole("link", { name: "This month" }).and(page.locator("[aria-current=page]")).waitFor();
    // The demo month: rent, electricity and water make Rent and utilities the largest category, drawn first.
    const rentRow = page.getByRole("link", { name: "Rent and utilities: see its transactions" });
    const rentHref = await rentRow.getAttribute("href");
    expect(rentHref).toMatch(new RegExp(`^/transactions\\?category=[^&]+&from=${monthFrom}&to=${monthTo}$`));
    await expect(page.getByRole("table", { name: /Spending by category/ }).getByRole("row").nth(1).textContent()).resolves.toMatch(
      /^Rent and utilities/,
    );
    // The month's income as the API sums it (paychecks and payouts of the demo history, which is dated from today).
    const answer = await page.request.post("/api/graphql", {
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      data: { query: "{ spendingBreakdown(period: { preset: THIS_MONTH }) { income } }" },
    });
    const income = Number((await answer.json()).data.spendingBreakdown.income);
    expect(income).toBeGreaterThan(0);
    await page.getByRole("region", { name: "Totals for the period" }).getByText(formatMoney(income), { exact: true }).first().waitFor();
    await expect(page.getByRole("region", { name: "Top merchants" }).getByRole("link", { name: /H-E-B/ }).getAttribute("href")).resolves.toBe(
      `/transactions?q=H-E-B&from=${monthFrom}&to=${monthTo}`,
    );
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // The chart's table alternative for income against spending is one keyboard-reachable button away.
    const showTable = page.getByRole("button", { name: "Show as table" });
    await showTable.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("table", { name: "Income and spending by month" }).waitFor();

    const bar = page.locator("[data-testid=category-chart] .recharts-bar-rectangle").first();
    await bar.click();
    await page.waitForURL((url) => url.pathname === "/transactions");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(rentHref);
    await context.close();
  });

  test("the payoff planner: moving the extra-payment slider moves the debt-free date", async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(60_000);
    await signIn(page, demo.member);
    await page.goto("/goals/debt-payoff");
    await page.getByRole("heading", { level: 1, name: "Debt payoff planner" }).waitFor();
    const avalancheDate = page.getByTestId("avalanche-debt-free");
    await avalancheDate.waitFor();
    const before = await avalancheDate.textContent();
    expect(before).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    const slider = page.getByRole("slider", { name: "Extra payment" });
    await slider.fill("1000");
    await expect(page.getByLabel("Amount a month ($)").inputValue()).resolves.toBe("1000");
    await page.waitForFunction(
      (previous) => document.querySelector("[data-testid=avalanche-debt-free]")?.textContent !== previous,
      before,
    );
    const after = await avalancheDate.textContent();
    expect(new Date(`1 ${after}`).getTime()).toBeLessThan(new Date(`1 ${before}`).getTime());
    await page.getByTestId("payoff-summary").getByText(/\$1,000 extra a month/).waitFor();
    await expect(page.getByRole("link", { name: "Make this a goal" }).getAttribute("href")).resolves.toBe(
      "/goal/new?kind=PAY_DOWN_DEBT&strategy=avalanche&extra=1000",
    );
    await context.close();
  });
});
