import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, viewports } from "../helpers/browser";
import { SIGN_UP_PASSWORD, uniqueSignUpEmail, verificationLinkFor } from "../helpers/sign-up";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});




async function fillStepOne(page: Page, email: string) {
  const signUp = page.getByRole("button", { name: "Sign up", exact: true });
  await expect(signUp.isDisabled()).resolves.toBe(true);
  await page.getByLabel("Email").fill("not-an-email");
  await expect(signUp.isDisabled()).resolves.toBe(true);
  await page.getByLabel("Email").fill(email);
  // The form checks the address as it is typed (its rules load with the form): the button turns on once it has.
  await page.getByRole("button", { name: "Sign up", exact: true, disabled: false }).waitFor();
  await signUp.click();
  await page.getByRole("heading", { name: "Create an Account" }).waitFor();
}

async function fillStepTwo(page: Page) {
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Harbor");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

test("sign-up, the verification email from the outbox, its link, and onboarding with its exit", async () => {
  const { context, page } = await newPage(browser);
  const email = uniqueSignUpEmail("e2e-signup");
  await page.goto("/sign-up");
  await page.screenshot({ path: "test-results/sign-up-step-1-desktop.png" });
  expect(await page.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/legal/terms-of-use.pdf");
  expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  expect(await page.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/log-in");

  await fillStepOne(page, email);
  // Back keeps the email.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await page.getByText("Very Weak").waitFor();
  await page.screenshot({ path: "test-results/sign-up-step-2-desktop.png" });
  await fillStepTwo(page);

  // Signed in with an unverified email: the verification screen.
  await page.waitForURL("**/verify-user-email");
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  await page.getByText(email).waitFor();
  await page.screenshot({ path: "test-results/verify-user-email-desktop.png" });

  // The cooldown: a resend right after sign-up is refused. (Clicked once the page's scripts have loaded: a click on
  // the server-rendered button before hydration does nothing.)
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Resend magic link" }).click();
  // Toasts are also announced through a live region, so the text can briefly appear twice.
  await page.getByText("Too many attempts. Please try again later").first().waitFor();

  const link = await verificationLinkFor(email);
  expect(link.startsWith(`${new URL(baseUrl).origin}/verify-user-email?token=`)).toBe(true);
  await page.goto(link);
  await page.waitForURL("**/onboarding");
  await page.getByRole("heading", { name: "Set a recovery email" }).waitFor();
  await page.screenshot({ path: "test-results/onboarding-entry-desktop.png" });

  const second = await context.newPage();
  await second.goto(link);
  // Opened again: the address is verified, so the page says so and goes on instead of failing.
  await second.getByRole("heading", { name: "Your email is already verified" }).waitFor();
  await second.close();

  await page.getByRole("button", { name: "Exit" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure you want to exit set-up?" }).waitFor();
  await page.getByText("The less information you enter, the less we can help you.", { exact: false }).waitFor();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Exit" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.waitForURL("**/health");

  // Skipped: onboarding now sends them home, and a signed-in visitor to /sign-up goes to /.
  await page.goto("/onboarding");
  await page.waitForURL("**/health");
  await page.goto("/sign-up");
  await page.waitForURL((url) => url.pathname !== "/sign-up");
  await context.close();
});

test("a taken email points to 'Already have an account'", async () => {
  const email = uniqueSignUpEmail("e2e-taken");
  const first = await newPage(browser);
  await first.page.goto("/sign-up");
  await fillStepOne(first.page, email);
  await fillStepTwo(first.page);
  await first.page.waitForURL("**/verify-user-email");
  await first.context.close();

  const { context, page } = await newPage(browser);
  await page.goto("/sign-up");
  await fillStepOne(page, email.toUpperCase());
  await fillStepTwo(page);
  const alert = page.getByRole("alert").filter({ hasText: "An account with that email already exists." });
  await alert.waitFor();
  expect(await alert.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/log-in");
  await context.close();
});

test("the partner and employer variants render at desktop and phone widths; unknown ones are 404", async () => {
  for (const viewport of Object.keys(viewports) as Array<keyof typeof viewports>) {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/sign-up/LifeMart");
    await page.getByText("LifeMart", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Sign up" }).waitFor();
    await page.screenshot({ path: `test-results/sign-up-partner-${viewport}.png`, fullPage: true });

    await page.goto("/sign-up/for-employers/financial-wellness-coaching");
    await page.getByText("Financial Wellness Coaching", { exact: true }).waitFor();
    await page.screenshot({ path: `test-results/sign-up-employer-${viewport}.png`, fullPage: true });

    await page.goto("/sign-up");
    await page.screenshot({ path: `test-results/sign-up-${viewport}.png`, fullPage: true });
    await context.close();
  }

  const unknownPartner = await fetch(`${baseUrl}/sign-up/not-a-partner`);
  expect(unknownPartner.status).toBe(404);
  const unknownPlan = await fetch(`${baseUrl}/sign-up/for-employers/gold-plan`);
  expect(unknownPlan.status).toBe(404);
});

test("an employer signs up and lands on the employer onboarding of their plan", async () => {
  const { context, page } = await newPage(browser, "phone");
  const email = uniqueSignUpEmail("e2e-employer");
  await page.goto("/sign-up/for-employers/financial-wellness-platform");
  await fillStepOne(page, email);
  await fillStepTwo(page);
  await page.waitForURL("**/onboarding/for-employers/financial-wellness-platform");
  await page.getByRole("heading", { name: "Welcome to Mariner!" }).waitFor();
  await page.screenshot({ path: "test-results/employer-onboarding-entry-phone.png", fullPage: true });
  await context.close();
});
