import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "../helpers/browser";
import { signUpToOnboarding } from "../helpers/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function next(page: Page, heading: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("heading", { name: heading }).waitFor();
  // Focus moves to the new step's heading. A step that loads data first shows a loading frame with the same
  // heading and then swaps in its form, putting focus back on the heading (KeepHeadingFocus): wait for that.
  await page.waitForFunction((text) => document.activeElement?.textContent === text, heading, { timeout: 5_000 });
}

const isDisabled = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).isDisabled();

test("a new member completes the six steps, links the sandbox bank and lands on /health with data", async () => {
  const { context, page } = await newPage(browser);
  const email = await signUpToOnboarding(page, "e2e-onboarding");

  // Step 1: Back hidden, Next disabled until a valid address that is not the primary one.
  await expect(page.getByRole("button", { name: "Back" }).count()).resolves.toBe(0);
  await expect(isDisabled(page, "Next")).resolves.toBe(true);
  await page.getByLabel("Recovery email").fill(email);
  await page.getByLabel("Recovery email").blur();
  await page.getByText("This email is already your primary email").waitFor();
  await page.getByLabel("Recovery email").fill(`backup-${email}`);
  await next(page, "Personal information");

  // Step 2: names prefilled from sign-up.
  await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Robin");
  await page.getByLabel("Birthday").pressSequentially("03151990");
  await page.getByLabel("ZIP code").fill("02139");
  await page.getByLabel("Gender").selectOption("Female");
  await next(page, "What are your top priorities?");

  // Step 3: nine, then 'Show more'; at least one is required.
  await page.getByRole("button", { name: "Show more" }).waitFor();
  const toggles = page.getByRole("list", { name: "Priorities" }).getByRole("button");
  await expect(toggles.count()).resolves.toBe(9);
  await expect(isDisabled(page, "Next")).resolves.toBe(true);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(toggles.count()).resolves.toBeGreaterThan(9);
  const emergency = page.getByRole("button", { name: "Build an emergency fund" });
  await emergency.click();
  await expect(emergency.getAttribute("aria-pressed")).resolves.toBe("true");
  await page.getByRole("button", { name: "Buy a home" }).click();
  await next(page, "What's your current situation?");

  // Step 4: housing, married with a spouse, two children.
  await page.getByLabel("Monthly Rent/Mortgage").pressSequentially("1850");
  await page.getByLabel("Marital Status").selectOption("MARRIED");
  await page.getByLabel("Spouse name").fill("Sam");
  await page.getByLabel("Spouse birth year").fill("1988");
  await page.getByLabel("Spouse email").fill(`sam-${email}`);
  await page.getByRole("spinbutton", { name: /Children/ }).fill("2");
  await page.getByLabel("Child 1 name").fill("Ada");
  await page.getByLabel("Child 1 birth year").fill("2015");
  await page.getByLabel("Child 2 name").fill("Linus");
  await page.getByLabel("Child 2 birth year").fill("2018");
  await page.screenshot({ path: "test-results/onboarding-situation-desktop.png", fullPage: true });
  await next(page, "What's your financial status?");

  // Back keeps what was saved: the children come back from the server.
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("heading", { name: "What's your current situation?" }).waitFor();
  await expect(page.getByLabel("Child 2 name").inputValue()).resolves.toBe("Linus");
  await next(page, "What's your financial status?");

  // Step 5: a credit score out of range, then corrected.
  await page.getByLabel("Annual Income").pressSequentially("85000");
  await page.getByLabel("Credit Score").fill("900");
  await page.getByLabel("Credit Score").blur();
  await page.getByText("* Credit score must be between 300-850").first().waitFor();
  await expect(isDisabled(page, "Next")).resolves.toBe(true);
  await page.getByLabel("Credit Score").fill("720");
  await expect(isDisabled(page, "Next")).resolves.toBe(false);
  await next(page, "What are your accounts?");

  // Step 6: nothing yet, so Next is disabled; link the sandbox bank.
  await page.getByText("Checking, savings, investments, etc.").waitFor();
  await page.getByText("Credit cards, loans, etc.").waitFor();
  await page.getByRole("region", { name: "Assets" }).getByText("$0", { exact: true }).waitFor();
  await expect(isDisabled(page, "Next")).resolves.toBe(true);
  await page.getByRole("button", { name: "Link Accounts" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Select your bank" }).waitFor();
  await dialog.getByRole("button", { name: "First Platypus Bank" }).click();
  await dialog.getByLabel("Username").fill("user_good");
  await dialog.getByLabel("Password").fill("pass_good");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  // First Platypus Bank: checking 2,410.55 + savings 8,250 + 401k 42,315.12; card 1,284.37 + student loan 18,472.90.
  const assets = page.getByRole("region", { name: "Assets" });
  const debts = page.getByRole("region", { name: "Debts" });
  const assetsToggle = assets.getByRole("button", { name: "3 accounts" });
  await assetsToggle.waitFor({ timeout: 20_000 });
  await assets.getByText("$52,975.67", { exact: true }).waitFor();
  await debts.getByText("$19,757.27", { exact: true }).waitFor();
  await expect(assets.getByText("Plaid Checking").isVisible()).resolves.toBe(false);
  await assetsToggle.click();
  await assets.getByText("Plaid Checking").waitFor();
  await assets.getByText("$2,410.55", { exact: true }).waitFor();
  await debts.getByRole("button", { name: "2 accounts" }).click();
  await debts.getByText("Plaid Student Loan").waitFor();
  await page.screenshot({ path: "test-results/onboarding-accounts-desktop.png", fullPage: true });
  await expect(isDisabled(page, "Next")).resolves.toBe(false);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // /health: the score, the overview totals and today's net worth (one recorded day: the figure, not a chart).
  await page.waitForURL("**/health");
  await page.getByRole("heading", { name: "Financial health score" }).waitFor();
  await page.getByRole("meter", { name: "Financial health score" }).waitFor();
  const overview = page.getByRole("region", { name: "Your overview" });
  await overview.getByText("720").waitFor();
  const history = page.getByRole("region", { name: "History" });
  const recorded = history.getByText(/^Net worth on [A-Z][a-z]+ \d{1,2}, \d{4}:$/);
  await recorded.waitFor({ timeout: 20_000 });
  await expect(recorded.locator("..").textContent()).resolves.toMatch(/: \$33,218\.40$/);
  await expect(history.locator(".recharts-surface").count()).resolves.toBe(0);
  await page.screenshot({ path: "test-results/onboarding-finished-health-desktop.png", fullPage: true });

  // Complete: onboarding now sends them home.
  await page.goto("/onboarding");
  await page.waitForURL("**/health");

  // Finished: no offer to finish setting up.
  await expect(page.getByRole("region", { name: "Finish setting up" }).count()).resolves.toBe(0);
  await context.close();
});

test("Exit -> 'Skip for now' goes to /health, later visits are not forced back, and 'Finish setting up' resumes", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signUpToOnboarding(page, "e2e-onboarding-skip");
  await page.getByRole("button", { name: "Exit" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure you want to exit set-up?" }).waitFor();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("heading", { name: "Set a recovery email" }).waitFor();
  await page.getByRole("button", { name: "Exit" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.waitForURL("**/health");

  // Coming back later: the shell does not push them to onboarding, and /onboarding sends them home.
  await page.goto("/health");
  await page.getByRole("heading", { name: "Financial health score" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/health");
  await page.goto("/onboarding");
  await page.waitForURL("**/health");

  // ...but /health offers the way back, to the step where they left.
  await page.getByRole("region", { name: "Finish setting up" }).getByText("You stopped at step 1 of 6.", { exact: false }).waitFor();
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await page.waitForURL("**/onboarding");
  await page.getByRole("heading", { name: "Set a recovery email" }).waitFor();
  await context.close();
});
