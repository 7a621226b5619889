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

/** Moves the signed-in member's stored onboarding step, as the Next button would, through the page's own session. */
async function saveOnboardingStep(page: Page, onboardingStep: number) {
  const answer = await page.evaluate(async (step) => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({
        query: "mutation($step: Int) { updateUserOnboardingStep(onboardingStep: $step) { error } }",
        variables: { step },
      }),
    });
    return response.json();
  }, onboardingStep);
  expect(answer).toEqual({ data: { updateUserOnboardingStep: { error: null } } });
}

test("a bank that signs in on its own site: the page leaves, /plaid-oauth resumes the link and returns to onboarding", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signUpToOnboarding(page, "e2e-oauth-bank");
  await saveOnboardingStep(page, 6);
  await page.goto("/onboarding");
  await page.getByRole("heading", { name: "What are your accounts?" }).waitFor();

  await page.getByRole("button", { name: "Link Accounts" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Platypus OAuth Bank" }).click();
  await dialog.getByRole("heading", { name: "Continue to your bank" }).waitFor();
  await dialog.getByRole("button", { name: "Continue to Platypus OAuth Bank" }).click();

  // Back from the bank: a fresh page load of /plaid-oauth, which still knows the link this tab began.
  await page.waitForURL(/\/plaid-oauth\?oauth_state_id=/);
  const accounts = page.getByRole("dialog", { name: "Select accounts" });
  await accounts.waitFor();
  await page.screenshot({ path: "test-results/plaid-oauth-return-phone.png" });
  await accounts.getByRole("checkbox", { name: /Plaid Credit Card/ }).uncheck();
  await accounts.getByRole("button", { name: "Continue" }).click();

  // Onboarding again (the guard leaves /plaid-oauth alone), at the same step, with the outcome and the new totals.
  await page.waitForURL("**/onboarding");
  await page.getByText("Platypus OAuth Bank accounts added").first().waitFor();
  await page.getByRole("heading", { name: "What are your accounts?" }).waitFor();
  const assets = page.getByRole("region", { name: "Assets" });
  await assets.getByRole("button", { name: "2 accounts" }).waitFor();
  await assets.getByText("$16,062.48", { exact: true }).waitFor(); // checking 3,312.48 + savings 12,750
  await page.getByRole("region", { name: "Debts" }).getByText("$0", { exact: true }).waitFor();

  // The return page without a link to resume (the link is finished, a stale bookmark) says so and offers the way back.
  await page.goto("/plaid-oauth?oauth_state_id=oauth-local-stale");
  await page.getByRole("heading", { name: "We couldn't finish connecting your bank" }).waitFor();
  await page.getByRole("link", { name: "Go to accounts" }).waitFor();
  await context.close();
});

test("/plaid-oauth is for signed-in members: a visitor goes to log in and comes back", async () => {
  const { context, page } = await newPage(browser, "desktop");
  await page.goto("/plaid-oauth?oauth_state_id=abc");
  await page.waitForURL(/\/log-in/);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/plaid-oauth?oauth_state_id=abc");
  await context.close();
});
