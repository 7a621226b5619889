import type { Browser } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";

// The employer's dashboard (issue 14): the demo plan's owner reads adoption, engagement and outcomes, in totals over
// ten or more members only; a figure about fewer is shown as hidden, never as a number.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test.each(Object.keys(viewports) as Array<keyof typeof viewports>)(
  "the plan owner reads Overview, Engagement and Outcomes from the tabs, with small groups hidden (%s)",
  async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, demo.planAdmin);
    await page.goto("/dashboard");
    await page.waitForURL(/\/dashboard\/[^/]+$/);
    await page.getByRole("heading", { level: 1, name: "Acme Logistics" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Plan dashboard" });
    await tabs.getByRole("link", { name: "Overview" }).and(page.locator("[aria-current=page]")).waitFor();

    // 45 members joined (the demo member and 44 colleagues); 9 more are on the roster without having joined.
    const joined = page.locator("div").filter({ has: page.getByText("Joined the plan", { exact: true }) }).last();
    await joined.getByText("45", { exact: true }).waitFor();
    await page.getByText(/any figure about fewer than 10 members\s+is hidden/).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await tabs.getByRole("link", { name: "Engagement" }).click();
    await page.waitForURL(/\/engagement$/);
    const stages = page.getByRole("list", { name: "Members at each stage" });
    await stages.getByText("Joined the plan").waitFor();
    // Nobody linked a bank through the product: zero is under ten, so the stage reads 'Hidden'.
    await expect(stages.locator("li").filter({ hasText: "Linked an account" }).innerText()).resolves.toContain("Hidden");
    await page.getByRole("button", { name: "Show as table" }).click();
    const table = page.getByRole("table", { name: "New and active members by month" });
    await expect(table.getByRole("row").count()).resolves.toBe(13);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await tabs.getByRole("link", { name: "Outcomes" }).click();
    await page.waitForURL(/\/outcomes$/);
    const bands = page.getByRole("list", { name: "Members by score band" });
    await expect(bands.getByRole("listitem").count()).resolves.toBe(5);
    await page.getByText("Savings cover a month or more").waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: `test-results/plan-outcomes-${viewport}.png`, fullPage: true });
    await context.close();
  },
);

test("the owner narrows the figures to one department on a phone, and the other tabs keep it", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.planAdmin);
  await page.goto("/dashboard");
  await page.waitForURL(/\/dashboard\/[^/]+$/);

  // 14 of the roster work in Operations, 11 of them joined: shown as 15 and 10.
  await page.getByLabel("Department").selectOption("Operations");
  await page.getByRole("button", { name: "Show figures" }).click();
  await page.waitForURL(/\?department=Operations/);
  await page.getByRole("status").getByText("Showing employees whose department is Operations").waitFor();
  const eligible = page.locator("div").filter({ has: page.getByText("Eligible employees", { exact: true }) }).last();
  await eligible.getByText("15", { exact: true }).waitFor();

  await page.getByRole("navigation", { name: "Plan dashboard" }).getByRole("link", { name: "Engagement" }).click();
  await page.waitForURL(/\/engagement\?department=Operations$/);
  await expect(page.getByLabel("Department").inputValue()).resolves.toBe("Operations");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await context.close();
});
