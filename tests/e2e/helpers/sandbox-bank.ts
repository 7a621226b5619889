import type { Page } from "playwright-core";

export const SANDBOX_BANK = "First Platypus Bank";

/** Finishes onboarding through the page's own session, as Next on the last step would, so /accounts opens. */
export async function finishOnboarding(page: Page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({ query: "mutation { updateUserOnboardingStep(onboardingStep: null) { error } }" }),
    });
    return response.json();
  });
  expect(answer).toEqual({ data: { updateUserOnboardingStep: { error: null } } });
}

/**
 * On /accounts: Add an account -> Link a bank account -> the sandbox bank with a test sign-in (user_good,
 * user_sync_fails or user_transactions_dynamic) and all its accounts; waits for the toast that tells the outcome.
 */
export async function linkSandboxBank(
  page: Page,
  { username = "user_good", outcome = `${SANDBOX_BANK} accounts added`, timeout = 20_000 }: { username?: string; outcome?: string; timeout?: number } = {},
) {
  await page.getByRole("button", { name: "Add an account", exact: true }).click();
  await page.getByRole("dialog", { name: "Add an account" }).getByRole("button", { name: "Link a bank account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Select your bank" }).waitFor();
  await dialog.getByRole("button", { name: SANDBOX_BANK }).click();
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password").fill("pass_good");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.getByText(outcome).first().waitFor({ timeout });
}
