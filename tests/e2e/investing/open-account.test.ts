import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { latestCodeFromOutbox, launchBrowser, newPage } from "../helpers/browser";
import { signUpToOnboarding } from "../helpers/sign-up";

// The account-opening wizard end to end (spec 002 §2, §4, §5, §8, §9) against the built-in clearing-firm sandbox,
// the local address list and the local outbox: a Brokerage account with a FINRA association (3210 upload and
// interested parties), a Roth IRA with no disclosures, and a Traditional IRA in the rollover flow.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

jest.setTimeout(180_000);

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true }).waitFor({ timeout: 15_000 });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function next(page: Page, to: string, label = "Next") {
  await button(page, label).click();
  await heading(page, to);
}

/** An SSN that could have been issued (area not 000, 666 or 9xx) and that no other run has used: one holder each. */
function uniqueSsn(): string {
  const area = 100 + Math.floor(Math.random() * 500);
  const group = 10 + Math.floor(Math.random() * 89);
  const serial = 1000 + Math.floor(Math.random() * 8999);
  return `${area}${group}${serial}`;
}

/** A fresh member past onboarding ('Skip for now'), on the wizard. */
async function memberOnWizard(page: Page, prefix: string, query = ""): Promise<string> {
  const email = await signUpToOnboarding(page, prefix);
  await button(page, "Exit").click();
  await button(page, "Skip for now").click();
  await page.waitForURL("**/health");
  await page.goto(`/investing/register${query}`);
  await heading(page, "What kind of account do you want?");
  return email;
}

async function chooseAddress(page: Page, label: string, typed: string, suggestion: RegExp) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(typed);
  await page.getByRole("option", { name: suggestion }).click();
  // The chosen place's details replace the suggestion's text: the full address with its ZIP code.
  await page.waitForFunction((element) => /\d{5}, USA$/.test((element as HTMLInputElement).value), await field.elementHandle());
}

/** From the account selection to the disclosures step: the member's identity, phone, SSN, address and profile. */
async function identityToDisclosures(page: Page, email: string, accountLabel: RegExp) {
  await page.getByRole("radio", { name: accountLabel }).check();
  await next(page, "Let's verify your information");
  await next(page, "Set a recovery email", "Get Started");

  await page.getByLabel("Recovery email").fill(`backup-${email}`);
  await next(page, "Confirm your details");

  // personDetails: the name from sign-up; errors after leaving a field; Next only once complete.
  await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Robin");
  await page.getByLabel("First name").fill("R0bin");
  await page.getByLabel("First name").blur();
  await page.getByText("Name cannot contain special characters or numbers").waitFor();
  await expectAccessible(page);
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Date of birth").pressSequentially("03151990");
  await expect(button(page, "Next").isDisabled()).resolves.toBe(true);
  const digits = `512555${String(Math.floor(1000 + Math.random() * 9000))}`;
  await page.getByLabel("Phone number").pressSequentially(digits);
  await next(page, "Let's verify your phone number");

  // verifyPhone: the texted code from the outbox, typed into the six boxes.
  const { code } = await latestCodeFromOutbox(`+1${digits}`);
  await expect(button(page, "Next").isDisabled()).resolves.toBe(true);
  await page.getByLabel("Digit 1 of 6").pressSequentially(code);
  await next(page, "What's your Social Security number?");

  await page.getByLabel(/^Social Security number/).pressSequentially(uniqueSsn());
  await expect(button(page, "Next").isDisabled()).resolves.toBe(true);
  await page.getByLabel("I am a U.S. citizen.").check();
  await next(page, "What's your home address?");

  await chooseAddress(page, "Home address", "600 Congress", /^600 Congress Ave/);
  await page.getByLabel("My mailing address is the same.").check();
  await next(page, "What's your employment status?");

  await page.getByLabel("Employment status").selectOption("EMPLOYED");
  await page.getByLabel("Occupation").fill("Nurse");
  await page.getByLabel("Employer name").fill("Austin General");
  await next(page, "What's your financial status and goal?");

  await page.getByLabel("Annual income").selectOption("FROM_50K_TO_100K");
  await page.getByLabel("Total net worth").selectOption("FROM_100K_TO_200K");
  await page.getByLabel("Investment goal").selectOption("GROWTH");
  await page.getByLabel("Most recent tax filing status").selectOption("SINGLE");
  await next(page, "Do you have any disclosures?");
}

async function affirmAll(page: Page) {
  await heading(page, "Almost there!");
  await page.getByRole("link", { name: /Our privacy commitment/ }).waitFor();
  const boxes = page.getByRole("checkbox", { name: /I have read and agree to the/ });
  await boxes.first().waitFor();
  await expectAccessible(page);
  await expect(button(page, "Affirm & Continue").isDisabled()).resolves.toBe(true);
  for (const box of await boxes.all()) await box.check();
  await button(page, "Affirm & Continue").click();
}

test("a Brokerage account with a FINRA association: 3210 letter, interested party, agreements, strategy choice", async () => {
  const { context, page } = await newPage(browser);
  const email = await memberOnWizard(page, "e2e-open-brokerage");
  await identityToDisclosures(page, email, /Brokerage/);

  // Disclosures: a broker-dealer association adds two name fields; both must be filled.
  await page.getByLabel(/work for a broker-dealer/).check();
  await page.getByLabel("Broker-dealer name 1", { exact: true }).fill("Acme Securities");
  await expect(button(page, "Next").isDisabled()).resolves.toBe(true);
  await page.getByLabel("Broker-dealer name 2", { exact: true }).fill("Beta Brokers");
  await expectAccessible(page);
  await next(page, "Add a trusted contact");

  await page.getByLabel("Full name").fill("Jo Harbor");
  await page.getByLabel("Email", { exact: true }).check();
  await page.getByLabel("Their email").fill("jo.harbor@example.com");
  await next(page, "Review Your Details");

  await page.getByText("600 Congress Ave").first().waitFor();
  await expectAccessible(page);
  await next(page, "Upload your signed 3210 letter", "Continue");
  // The step and the new account are in the URL, so a reload resumes here.
  await page.waitForURL(/stepName=uploadDocuments&accountType=INDIVIDUAL&accountId=[^&]+/);
  await expect(button(page, "Back").isDisabled()).resolves.toBe(true);

  await page.getByLabel("Signed 3210 letter").setInputFiles({
    name: "letter-3210.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  });
  await next(page, "Document uploaded", "Upload");
  await page.getByText("Document uploaded successfully").first().waitFor();
  await next(page, "Add an interested party", "Continue");

  await page.getByLabel("Name", { exact: true }).fill("Casey Harbor");
  await chooseAddress(page, "Mailing address", "350 5th", /^350 5th Ave/);
  await page.getByLabel("Apt/Unit #").fill("12");
  await expectAccessible(page);
  await button(page, "Save").click();

  await affirmAll(page);
  await heading(page, "Now, let's get your ideal investment strategy");
  await expectAccessible(page);
  const accountId = new URL(page.url()).searchParams.get("accountId")!;
  await expect(page.getByRole("link", { name: "Take risk tolerance quiz" }).getAttribute("href")).resolves.toBe(
    `/investing/kyc?accountId=${accountId}`,
  );
  await expect(page.getByRole("link", { name: "Pick my own instead" }).getAttribute("href")).resolves.toBe(
    `/investing/${accountId}/browse`,
  );
  await context.close();
});

test("a Roth IRA with 'None of these apply' skips the letter and the interested parties", async () => {
  const { context, page } = await newPage(browser);
  const email = await memberOnWizard(page, "e2e-open-roth");
  await identityToDisclosures(page, email, /Roth IRA/);

  await page.getByLabel(/^I am a senior political figure/).check();
  await page.getByLabel("None of these apply").check();
  await expect(page.getByLabel(/^I am a senior political figure/).isDisabled()).resolves.toBe(true);
  await expect(page.getByLabel(/^I am a senior political figure/).isChecked()).resolves.toBe(false);
  await next(page, "Add a trusted contact");
  await next(page, "Review Your Details");

  await button(page, "Continue").click();
  await affirmAll(page);
  await heading(page, "Now, let's get your ideal investment strategy");

  // A reload resumes on the step in the URL.
  await page.waitForURL(/stepName=investmentStrategy&accountType=ROTH_IRA&accountId=[^&]+/);
  await page.reload();
  await heading(page, "Now, let's get your ideal investment strategy");
  await context.close();
});

test("a Traditional IRA in the rollover flow ends on its rollover page", async () => {
  const { context, page } = await newPage(browser);
  const email = await memberOnWizard(page, "e2e-open-rollover", "?rollover=true");
  await expect(page.getByRole("radio", { name: /Brokerage/ }).count()).resolves.toBe(0);
  await identityToDisclosures(page, email, /Traditional IRA/);
  await page.getByLabel("None of these apply").check();
  await next(page, "Add a trusted contact");
  await next(page, "Review Your Details");
  await button(page, "Continue").click();
  await affirmAll(page);
  await page.waitForURL(/\/investing\/rollover\/[^/?]+\?accountId=[^&]+&accountType=TRADITIONAL_IRA$/);
  await context.close();
});
