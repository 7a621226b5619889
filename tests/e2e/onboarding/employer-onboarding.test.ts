import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "../helpers/browser";
import { SIGN_UP_PASSWORD, signUpWithPassword, uniqueSignUpEmail, verificationLinkFor } from "../helpers/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SIGN_UP_PATH = "/sign-up/for-employers/financial-wellness-platform";
const DUPLICATE_NAME = "There is already a plan with that name. Please choose another one.";



/** Signs up through the employer variant and waits for step 1 of the employer onboarding. */
async function signUpAsEmployer(page: Page, email: string) {
  await signUpWithPassword(page, { path: SIGN_UP_PATH, email });
  await page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  await page.getByRole("heading", { name: "Welcome to Mariner!" }).waitFor();
}

test("an employer signs up, verifies their email, walks the three steps and reaches the plan's dashboard", async () => {
  const { context, page } = await newPage(browser);
  const email = uniqueSignUpEmail("e2e-employer-onboarding");
  const company = `Harbor Charter Schools ${Date.now().toString(36)}`;

  await signUpAsEmployer(page, email);
  await page.getByText("Step 1 of 3").waitFor();
  await page.getByText("To get started, what is your company name?").waitFor();
  await page.screenshot({ path: "test-results/employer-onboarding-step-1-desktop.png" });

  // The verification link, opened in another tab while set-up waits.
  const mail = await context.newPage();
  await mail.goto(await verificationLinkFor(email));
  await mail.waitForURL((url) => !url.pathname.startsWith("/verify-user-email"));
  await mail.close();

  // Next with no name: the field says so and nothing is sent.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByText("Please enter your company name.").first().waitFor();

  await page.getByLabel("Company name").fill(company);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const nameHeading = page.getByRole("heading", { name: "What is your name?" });
  await nameHeading.waitFor();
  await expect(nameHeading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.getByText("Step 2 of 3").waitFor();
  await expect(page.getByRole("button", { name: "Back" }).count()).resolves.toBe(0);
  await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Robin");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.screenshot({ path: "test-results/employer-onboarding-step-2-desktop.png" });
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await page.getByRole("heading", { name: "Set up finished" }).waitFor();
  await page.getByText("You have completed onboarding!", { exact: false }).waitFor();
  await page.screenshot({ path: "test-results/employer-onboarding-step-3-desktop.png" });
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await page.waitForURL("**/dashboard/**");
  await page.getByRole("heading", { level: 1, name: company }).waitFor();
  await page.getByRole("heading", { name: "What's next" }).waitFor();
  await page.screenshot({ path: "test-results/employer-onboarding-dashboard-desktop.png", fullPage: true });
  await context.close();
});

test("a second employer choosing a taken company name is told to choose another", async () => {
  const company = `Acme Widgets ${Date.now().toString(36)}`;
  const first = await newPage(browser);
  await signUpAsEmployer(first.page, uniqueSignUpEmail("e2e-employer-first"));
  await first.page.getByLabel("Company name").fill(company);
  await first.page.getByRole("button", { name: "Next", exact: true }).click();
  await first.page.getByRole("heading", { name: "What is your name?" }).waitFor();
  await first.context.close();

  const { context, page } = await newPage(browser, "phone");
  await signUpAsEmployer(page, uniqueSignUpEmail("e2e-employer-second"));
  await page.getByLabel("Company name").fill(company.toUpperCase());
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByText(DUPLICATE_NAME).first().waitFor();
  await expect(page.getByLabel("Company name").getAttribute("aria-invalid")).resolves.toBe("true");
  await page.getByRole("heading", { name: "Welcome to Mariner!" }).waitFor();
  await page.screenshot({ path: "test-results/employer-onboarding-duplicate-name-phone.png", fullPage: true });
  await context.close();
});

test("the employer path survives verifying the email first, in this browser and on another device", async () => {
  // This browser: signed up, then the emailed link opened before the company name is typed.
  const { context, page } = await newPage(browser);
  const email = uniqueSignUpEmail("e2e-employer-verify-first");
  await signUpAsEmployer(page, email);
  await page.goto(await verificationLinkFor(email));
  await page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  await page.getByRole("heading", { name: "Welcome to Mariner!" }).waitFor();
  // Every signed-in page leads back to the employer's set-up, never to the individual steps.
  await page.goto("/dashboard");
  await page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  await page.goto("/onboarding");
  await page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  const company = `Tidewater Clinics ${Date.now().toString(36)}`;
  await page.getByLabel("Company name").fill(company);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("heading", { name: "What is your name?" }).waitFor();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("heading", { name: "Set up finished" }).waitFor();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.waitForURL("**/dashboard/**");
  await page.getByRole("heading", { level: 1, name: company }).waitFor();
  await context.close();

  // Another device: the link opened signed out, then a log-in, lands on the employer's set-up.
  const signUp = await newPage(browser);
  const otherEmail = uniqueSignUpEmail("e2e-employer-other-device");
  await signUpAsEmployer(signUp.page, otherEmail);
  await signUp.context.close();
  const device = await newPage(browser, "phone");
  await device.page.goto(await verificationLinkFor(otherEmail));
  await device.page.waitForURL("**/log-in**");
  await device.page.getByLabel("Email").fill(otherEmail);
  await device.page.getByLabel("Password").fill(SIGN_UP_PASSWORD);
  await device.page.getByRole("button", { name: "Log in", exact: true }).click();
  await device.page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  await device.page.getByRole("heading", { name: "Welcome to Mariner!" }).waitFor();
  await device.context.close();
});
