import { generateSync } from "otplib";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { SIGN_UP_PASSWORD, signUpToOnboarding } from "../helpers/sign-up";

// The authenticator app and recovery codes (issue 13 item 2): a new member sets up an authenticator app from
// /account-details (password, QR code with its key, the app's code; the test computes it as the app would), saves
// the ten recovery codes, then signs in on fresh browsers with the app's code and with a recovery code (once), and
// changes the password from one browser: the other one is signed out.
// Screenshots at 1280 and 390 px go to test-results/.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The app's code for the 30-second step `offsetSteps` from now (each step's code signs in once). */
const appCode = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function passwordStep(page: Page, email: string) {
  await page.goto("/log-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL("**/mfa**");
}

test("a member sets up an authenticator app and signs in with its code and with a recovery code", async () => {
  const { context, page } = await newPage(browser);
  const email = await signUpToOnboarding(page, "authenticator");
  await finishOnboarding(page);
  await page.goto("/account-details");
  const section = page.getByRole("region", { name: "Authenticator app" });
  await section.getByRole("button", { name: "Set up authenticator app" }).click();

  // Password first; a wrong one is said under the field.
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByText("Your current password is incorrect.").waitFor();
  await dialog.getByLabel("Current password").fill(SIGN_UP_PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();

  await dialog.getByRole("heading", { name: "Scan the QR code" }).waitFor();
  await dialog.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  const secret = (await dialog.getByText(/^([A-Z2-7]{4} ?)+$/).textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: "test-results/authenticator-setup-desktop.png" });
  await dialog.getByLabel("Digit 1 of 6").fill(appCode(secret));
  await dialog.getByRole("button", { name: "Turn on" }).click();

  await dialog.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
  const codes = await dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await dialog.getByRole("button", { name: "I have saved my codes" }).click();
  await section.getByText(/^On since /).waitFor();
  await section.getByText("10 of 10 codes unused", { exact: false }).waitFor();

  // The settings page at 390 px passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/authenticator-settings-phone.png", fullPage: true });
  await context.close();

  // A fresh browser: the code step asks for the app's code, and the app's next code signs in.
  const withApp = await newPage(browser);
  await passwordStep(withApp.page, email);
  await withApp.page.getByRole("heading", { name: "Enter the code from your authenticator app" }).waitFor();
  await withApp.page.getByLabel("Digit 1 of 6").fill(appCode(secret, 1));
  await withApp.page.getByRole("button", { name: "Next", exact: true }).click();
  await withApp.page.waitForURL("**/health");

  // Another: a recovery code instead, typed in capitals; it works once.
  const withRecovery = await newPage(browser, "phone");
  await passwordStep(withRecovery.page, email);
  await withRecovery.page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await withRecovery.page.getByRole("heading", { name: "Enter a recovery code" }).waitFor();
  await withRecovery.page.getByLabel("Recovery code").fill(codes[0]!.toUpperCase());
  await withRecovery.page.screenshot({ path: "test-results/mfa-recovery-code-phone.png" });
  await withRecovery.page.getByRole("button", { name: "Next", exact: true }).click();
  await withRecovery.page.waitForURL("**/health");
  await withRecovery.page.goto("/account-details");
  await withRecovery.page.getByText("9 of 10 codes unused", { exact: false }).waitFor();

  const reused = await newPage(browser);
  await passwordStep(reused.page, email);
  await reused.page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await reused.page.getByLabel("Recovery code").fill(codes[0]!);
  await reused.page.getByRole("button", { name: "Next", exact: true }).click();
  await reused.page.getByText("Invalid code entered").first().waitFor();
  expect(reused.page.url()).toContain("/mfa");
  await reused.context.close();

  // A password change here ends the other browser's session at its next request; this one stays signed in.
  const settings = withRecovery.page;
  await settings.getByLabel("Recovery email").fill(`backup-${Date.now()}@example.com`);
  await settings.getByLabel("Current password").fill(SIGN_UP_PASSWORD);
  await settings.getByLabel("New password").fill("Quiet-Lantern-2032!");
  await settings.getByLabel("Confirm password").fill("Quiet-Lantern-2032!");
  await settings.getByRole("button", { name: "Save changes" }).click();
  await settings.getByText("Account updated successfully").first().waitFor();
  await withApp.page.goto("/accounts");
  await withApp.page.waitForURL("**/log-in**");
  await settings.reload();
  await settings.getByRole("heading", { name: "Account settings", level: 1 }).waitFor();
  await withApp.context.close();
  await withRecovery.context.close();
});
