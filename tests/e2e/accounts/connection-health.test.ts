import type { Browser } from "playwright-core";
import { launchBrowser, newPage, viewports } from "../helpers/browser";
import { finishOnboarding, linkSandboxBank } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";

// Issue 12 item 8: connection health on /accounts. A bank that wants the member to sign in again shows what is
// wrong in plain words; Reconnect (the provider's update mode, here the sandbox's dialog) clears it once the sync
// that follows succeeds.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const BANK = "First Platypus Bank";
const PROBLEM = `${BANK} needs you to sign in again. Until you reconnect, we can't update these accounts.`;


test("a bank that needs a new sign-in: the member sees why, reconnects, and the error clears after the sync", async () => {
  const { context, page } = await newPage(browser, "desktop");
  await signUpToOnboarding(page, "e2e-connection-health");
  await finishOnboarding(page);
  await page.goto("/accounts");
  await page.getByRole("heading", { name: "Accounts", level: 1 }).waitFor();

  // Link the sandbox bank with the test sign-in whose later updates need the member to sign in again.
  await linkSandboxBank(page, { username: "user_sync_fails" });

  const banks = page.getByRole("region", { name: "Linked banks" });
  await banks.getByText("Connected", { exact: true }).waitFor();
  await banks.getByText("Updated just now").waitFor();

  // Refresh now: the bank wants a new sign-in; the page says so in words, and offers Reconnect.
  await banks.getByRole("button", { name: `Refresh now for ${BANK}` }).click();
  await page.getByText(`${BANK} needs you to sign in again before we can update it. Choose Reconnect.`).first().waitFor({ timeout: 20_000 });
  await banks.getByText(PROBLEM).waitFor();
  await banks.getByText("Needs attention", { exact: true }).waitFor();
  // The last successful update is still the link's.
  await banks.getByText("Updated just now").waitFor();
  await page.screenshot({ path: "test-results/connection-health-problem-desktop.png", fullPage: true });
  await page.setViewportSize(viewports.phone);
  await banks.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/connection-health-problem-phone.png", fullPage: true });
  await page.setViewportSize(viewports.desktop);

  // Reconnect: the sandbox's update mode goes straight to this bank's sign-in.
  await banks.getByRole("button", { name: `Reconnect ${BANK}` }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await dialog.getByText(BANK).first().waitFor();
  await dialog.getByLabel("Username").fill("user_good");
  await dialog.getByLabel("Password").fill("wrong");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByText("The username or password provided were not correct.").waitFor();
  await dialog.getByLabel("Password").fill("pass_good");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await page.getByText(`${BANK} is reconnected and up to date.`).first().waitFor({ timeout: 20_000 });
  await banks.getByText(PROBLEM).waitFor({ state: "detached" });
  await banks.getByText("Connected", { exact: true }).waitFor();
  await expect(banks.getByRole("button", { name: `Reconnect ${BANK}` }).count()).resolves.toBe(0);

  // Refresh is once per 5 minutes per bank.
  await banks.getByRole("button", { name: `Refresh now for ${BANK}` }).click();
  await page.getByText(/This bank was just updated\. You can refresh it again in \d minutes?\./).first().waitFor();

  // A reload shows the same: it all came from the server.
  await page.reload();
  await page.getByRole("region", { name: "Linked banks" }).getByText("Connected", { exact: true }).waitFor();
  await page.screenshot({ path: "test-results/connection-health-after-desktop.png", fullPage: true });
  await context.close();
}, 180_000);

test("a manual account takes transactions entered by hand, and they can be deleted", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signUpToOnboarding(page, "e2e-manual-transactions");
  await finishOnboarding(page);
  const created = await page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({
        query: "mutation { createAsset(assetData: { name: \"Cash envelope\", value: 200, accountType: \"other\" }) { error } }",
      }),
    });
    return response.json();
  });
  expect(created).toEqual({ data: { createAsset: { error: null } } });
  await page.goto("/accounts");
  await page.getByRole("button", { name: "Add transaction to Cash envelope" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a transaction to Cash envelope" });
  await dialog.getByRole("button", { name: "Add transaction" }).click();
  await dialog.getByText("Enter a description.").waitFor();
  await dialog.getByLabel("Description").fill("Farmers market");
  await dialog.getByLabel("Amount").fill("23.50");
  await dialog.getByRole("button", { name: "Add transaction" }).click();
  await page.getByText("Farmers market added").first().waitFor();
  await dialog.getByText("−$23.50").waitFor();
  await page.screenshot({ path: "test-results/manual-transaction-phone.png", fullPage: true });
  await dialog.getByRole("button", { name: /^Delete Farmers market on / }).click();
  await page.getByText("Farmers market deleted").first().waitFor();
  await dialog.getByText("Nothing yet.").waitFor();
  await context.close();
}, 120_000);
