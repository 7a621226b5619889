import type { Browser } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

// Staff tools (issue 14 item 6): staff find a customer by the last four digits of the phone and open them, then find
// a plan with 'Select Plan' and open /plans/{id}; an advisor creates a plan they advise. The operations and every
// role are covered by tests/integration/staff/*.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("staff find a customer by the phone's last four, open them, then find a plan with 'Select Plan' and set its seats", async () => {
  const { context, page } = await newPage(browser);
  await signInAsStaff(page, demo.staff);
  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("link", { name: "Customers" }).click();
  await page.waitForURL("**/customers");
  await page.getByRole("searchbox", { name: "Search customers" }).fill("0187");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL("**/customers?q=0187");
  await page.getByRole("link", { name: "Alex Morgan" }).click();
  await page.getByRole("heading", { level: 1, name: "Alex Morgan" }).waitFor();
  for (const section of ["Profile", "Plans", "Bank connections", "Investing accounts", "Data requests and legal hold", "Audit trail"]) {
    await page.getByRole("heading", { level: 2, name: section }).waitFor();
  }
  await page.getByText("Member, roster status verified").waitFor();
  await page.screenshot({ path: "test-results/staff-customer-desktop.png", fullPage: true });

  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("combobox", { name: "Select Plan" }).fill("Acme");
  await page.getByRole("option", { name: "Acme Logistics" }).click();
  await page.waitForURL(/\/plans\/[^/]+$/);
  await page.getByRole("heading", { level: 1, name: "Acme Logistics" }).waitFor();
  await page.getByText("Financial Wellness Coaching").first().waitFor();
  await page.getByLabel(/^Seats/).fill("120");
  await page.getByRole("button", { name: "Save contract" }).click();
  await page.getByText("Success: Contract saved", { exact: true }).waitFor();
  await page.getByText("120", { exact: true }).waitFor();
  await page.screenshot({ path: "test-results/staff-plan-desktop.png", fullPage: true });
  const planUrl = page.url();
  await context.close();

  const phone = await newPage(browser, "phone");
  await signInAsStaff(phone.page, demo.staff);
  await phone.page.goto("/customers?q=0187");
  await phone.page.getByRole("link", { name: "Alex Morgan" }).waitFor();
  await phone.page.screenshot({ path: "test-results/staff-customers-phone.png", fullPage: true });
  await phone.page.goto(planUrl);
  await phone.page.getByRole("heading", { level: 1, name: "Acme Logistics" }).waitFor();
  await phone.page.screenshot({ path: "test-results/staff-plan-phone.png", fullPage: true });
  await phone.context.close();
});

test("an advisor creates a plan they advise and lands on its page", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.advisor);
  await page.goto("/advisor/plan/create");
  await page.getByRole("button", { name: "Create plan" }).click();
  await page.getByText("Please enter the plan's name.").waitFor();
  const name = `Riverside Charter ${Date.now()}`;
  await page.getByLabel(/^Plan name/).fill(name);
  await page.getByLabel(/^Seats/).fill("80");
  await page.screenshot({ path: "test-results/advisor-plan-create-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Create plan" }).click();
  await page.waitForURL(/\/plans\/[^/]+$/);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByText("80", { exact: true }).waitFor();
  await context.close();
});

test("a plan-success manager reads every plan's adoption: a table on a desktop, cards on a phone", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signIn(page, demo.planSuccessManager);
  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Plan Success Dashboard" }).click();
  await page.waitForURL("**/plan-success-dashboard");
  const acme = page.getByRole("list", { name: "Plans" }).getByRole("listitem").filter({ hasText: "Acme Logistics" });
  await acme.getByText("Activation").waitFor();
  await acme.getByText("Roster sync").waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/plan-success-phone.png", fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole("region", { name: "Plans table" }).getByRole("table");
  await table.getByRole("rowheader", { name: /Acme Logistics/ }).waitFor();
  await table.getByRole("columnheader", { name: "Renewal" }).waitFor();
  await page.screenshot({ path: "test-results/plan-success-desktop.png", fullPage: true });
  await context.close();
});
