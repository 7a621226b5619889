import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";
import { signInAsStaff } from "../helpers/staff-sign-in";
import { postJson } from "../helpers/dev-api";

// How old an investing page's read of the clearing firm may be before a visit reads it again: the server under test
// runs with TEST_INVESTING_PAGE_FRESHNESS_SECONDS=1 (scripts/test.mjs; 15 s in staging and production).
const PAGE_FRESHNESS_MS = Number(process.env.E2E_INVESTING_PAGE_FRESHNESS_SECONDS ?? 1) * 1000;

// A rollover end to end (issue 16 item 6): a member whose Traditional IRA the clearing-firm sandbox approved starts a
// rollover of pre-tax money on /investing/rollover, lands on its tracker with the check's exact payee line, marks it
// requested and the check in transit. Screenshots at 1280 and 390 px in test-results/.

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a member with an active IRA starts a pre-tax rollover and marks it requested, then the check in transit", async () => {
  const member = await newPage(browser);
  const email = await signUpToOnboarding(member.page, "e2e-rollover");
  await finishOnboarding(member.page);

  const staff = await newPage(browser);
  await signInAsStaff(staff.page, demo.staff);
  const opened = await postJson(staff.page, "/api/dev/investing-applications", { email, accountType: "TRADITIONAL_IRA" });
  await postJson(staff.page, "/api/dev/clearing-firm", { action: "force", accountId: opened.accountId, outcome: "APPROVED" });

  const { page } = member;
  await page.goto("/investing/rollover");
  await page.getByRole("heading", { name: "Roll over a retirement plan", level: 1 }).waitFor();
  const start = page.getByRole("button", { name: "Start my rollover" });
  await start.waitFor();

  // Nothing typed: the form's own messages.
  await start.click();
  await page.getByText("Please name the company that runs your old plan.").waitFor();
  await page.getByText("Please answer yes or no.").first().waitFor();

  await page.getByLabel(/Who runs your old plan/).fill("Fidelity");
  await page.getByLabel(/Kind of plan/).selectOption("PLAN_401K");
  await page.getByRole("group", { name: /outstanding loan/ }).getByLabel("Yes").check();
  await page.getByRole("group", { name: /employer's stock/ }).getByLabel("No").check();
  await start.click();
  await page.getByText("Please enter the pre-tax amount, the Roth amount, or both.").waitFor();
  await page.getByLabel("Estimated pre-tax amount").pressSequentially("25000");
  // The destination is the member's Traditional IRA; the loan's warning shows before anything is sent.
  await page.getByLabel("Pre-tax money goes into").getByRole("option", { name: /Traditional IRA/ }).waitFor({ state: "attached" });
  await page.getByText("You have a loan from this plan").waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, "rollover-start");

  await start.click();
  await page.waitForURL(/\/investing\/rollover\/[^/?]+$/);
  await page.getByRole("heading", { name: "Progress" }).waitFor();
  await expect(page.getByTestId("rollover-payee").textContent()).resolves.toBe("Apex Clearing Corporation FBO Robin Harbor");
  await page.getByText("You have a loan from this plan").waitFor();
  await page.getByText(/Call Fidelity/).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "I've requested the rollover" }).click();
  await page.getByRole("button", { name: "The check is on its way" }).waitFor();
  await page.getByLabel("Day the check was mailed").fill("2026-11-20");
  await page.getByRole("button", { name: "The check is on its way" }).click();
  await page.getByText(/Checks usually arrive within 5 to 10 business days/).waitFor();
  await page.getByText("Mailed Nov 20, 2026").waitFor();
  await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain("Check in transit");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, "rollover-tracker");

  // The clearing firm receives the check: the next visit shows the rollover deposited.
  const tracker = page.url();
  await postJson(staff.page, "/api/dev/clearing-firm", { action: "depositCheck", accountId: opened.accountId, amount: "24850.00", description: "Fidelity 401(k)" });
  await page.waitForTimeout(PAGE_FRESHNESS_MS + 500);
  await page.goto(tracker);
  await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain("Deposited");
  await page.getByText("$24,850 received").waitFor();
  await staff.context.close();

  // The wizard's investmentStrategy step offers the manifest stepper for this rollover (not in production).
  await page.getByRole("link", { name: "Choose your investment strategy" }).click();
  await page.getByRole("link", { name: "Continue Manifest Rollover (Recommended)" }).click();
  await page.waitForURL(/\/investing\/rollover\/manifest\/[^/?]+\?stepIndex=1&tradAccountId=/);
  await page.getByRole("heading", { name: "Find your old plan" }).waitFor();
  await page.getByText("Fidelity · 401(k)").waitFor();
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Choose where it goes" }).waitFor();
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Confirm" }).waitFor();
  await page.getByText("Payable to Apex Clearing Corporation FBO Robin Harbor").waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, "rollover-manifest");

  // The rollover is listed on the start page with where it stands.
  await page.goto("/investing/rollover");
  await page.getByRole("link", { name: /Fidelity → Traditional IRA/ }).waitFor();
  await member.context.close();
});
