import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";
import { signInAsStaff } from "../helpers/staff-sign-in";
import { postJson } from "../helpers/dev-api";

// Identity verification (issue 15 items 5 and 6): a new member's application is forced to ACTION_REQUIRED at the
// built-in clearing-firm sandbox; the sync emails them a link to /documents, where they upload a passport for the
// Date of Birth (keyboard only up to the file), then a state ID for the Address, and reach the review step. The job
// sends both to the clearing firm, whose investigation goes under review; staff see it from the customer page.
// Screenshots at 1280 and 390 px.

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A real 1x1 PNG, so the preview shows. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** The member's sandbox application, submitted, then forced to ACTION_REQUIRED (which queues our sync). */
async function applicationNeedingDocument(staffPage: Page, email: string): Promise<{ investingAccountId: string }> {
  const opened = await postJson(staffPage, "/api/dev/investing-applications", { email });
  await postJson(staffPage, "/api/dev/clearing-firm", { action: "force", accountId: opened.accountId, outcome: "ACTION_REQUIRED" });
  return { investingAccountId: String(opened.investingAccountId) };
}

async function emailTo(email: string, subject: string): Promise<{ text: string }> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const found = ((await response.json()) as Array<{ subject: string | null; text: string }>).find((message) => message.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no "${subject}" email to ${email}`);
}

/** /documents until the background sync has stored the account's ACTION_REQUIRED. */
async function waitForVerifyButton(page: Page) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await page.goto("/documents");
    await page.getByRole("heading", { name: "Documents", level: 1 }).waitFor();
    const button = page.getByRole("button", { name: "Verify your identity" });
    // The page reads the fields after it loads: give the read a moment before asking again.
    if (await button.waitFor({ timeout: 3000 }).then(() => true, () => false)) return button;
  }
  throw new Error("/documents never asked for an ID");
}

test("a member asked for an ID uploads one on /documents and reaches the review step; staff open the investigation", async () => {
  const member = await newPage(browser);
  const email = await signUpToOnboarding(member.page, "identity");
  await finishOnboarding(member.page);

  const staff = await newPage(browser);
  await signInAsStaff(staff.page, demo.staff);
  const { investingAccountId } = await applicationNeedingDocument(staff.page, email);

  const notice = await emailTo(email, "Verify your identity to open your investing account");
  expect(notice.text).toContain("/documents");

  // The profile menu leads to Documents; the fields wait for an ID.
  const { page } = member;
  await page.goto("/health");
  await page.getByRole("button", { name: /profile menu/ }).click();
  await page.getByRole("menuitem", { name: "Documents" }).click();
  await page.waitForURL("**/documents");
  const verify = await waitForVerifyButton(page);
  // The sandbox's ACTION_REQUIRED verified the name and tax id from the application; the address and birth date wait.
  await expect(page.getByText("Needed", { exact: true }).count()).resolves.toBe(2);
  await expect(page.getByText("Verified", { exact: true }).count()).resolves.toBe(2);
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await page.screenshot({ path: "test-results/documents-1280.png", fullPage: true });

  // Keyboard only up to the file: open, pick Date of Birth, pick Passport (name and birth date).
  await verify.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Verify your identity" });
  await dialog.getByText("Step 1 of 4").waitFor();
  await dialog.getByRole("heading", { name: "What would you like to verify?" }).waitFor();
  await expect(dialog.getByRole("radio", { name: /^Name/ }).isDisabled()).resolves.toBe(true);
  await dialog.getByRole("radio", { name: /^Date of Birth/ }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Next" }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Enter");
  await dialog.getByRole("heading", { name: "Select the ID type you want to upload" }).waitFor();
  await dialog.getByRole("radio", { name: "Passport" }).focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("heading", { name: "Upload an image of your ID" }).waitFor();
  await expect(dialog.getByRole("button", { name: "Submit" }).isDisabled()).resolves.toBe(true);
  await dialog.getByLabel("Your ID").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("img", { name: "Preview of passport.png" }).waitFor();
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await page.screenshot({ path: "test-results/documents-upload-1280.png" });
  await dialog.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  await page.getByText("Document uploaded successfully").first().waitFor();

  // Back to step 1: the birth date is done; the address needs a document of its own.
  await dialog.getByText("Step 1 of 4").waitFor();
  await expect(dialog.getByRole("radio", { name: /^Date of Birth/ }).isDisabled()).resolves.toBe(true);
  await dialog.getByRole("radio", { name: /^Address/ }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("radio", { name: "State ID Card" }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByLabel("Your ID").setInputFiles({ name: "state-id.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByText("state-id.pdf").waitFor();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByRole("heading", { name: "We're reviewing your ID" }).waitFor();
  await dialog.getByText(/3-5 business days/).waitFor();
  await page.screenshot({ path: "test-results/documents-review-1280.png" });
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByText(/We're reviewing your ID/).first().waitFor();
  await expect(page.getByText("Needed", { exact: true }).count()).resolves.toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/documents-390.png", fullPage: true });
  await member.context.close();

  // Staff: the customer page's investing section links to the investigation.
  await staff.page.goto(`/customers?q=${encodeURIComponent(email)}`);
  await staff.page.getByRole("link", { name: "Robin Harbor" }).click();
  await staff.page.getByRole("heading", { level: 2, name: "Investing accounts" }).waitFor();
  await staff.page.getByRole("link", { name: /Identity investigation/ }).click();
  await staff.page.waitForURL(`**/investigations/${investingAccountId}`);
  await staff.page.getByRole("heading", { level: 1, name: "Identity investigation" }).waitFor();
  // The job sent both documents and the sync stored the investigation under review.
  for (let attempt = 0; attempt < 30 && !(await staff.page.getByText("Under review", { exact: true }).isVisible()); attempt += 1) {
    await staff.page.waitForTimeout(1000);
    await staff.page.reload();
  }
  await staff.page.getByText("Under review", { exact: true }).first().waitFor({ timeout: 1000 });
  for (const label of ["Name", "Address", "Tax ID", "Date of Birth"]) {
    await staff.page.locator("#provided-verification").getByText(label, { exact: true }).waitFor();
  }
  const documents = staff.page.locator("#documents").getByRole("link", { name: /Download/ });
  await expect(documents.count()).resolves.toBe(2);
  const download = await staff.page.request.get((await documents.first().getAttribute("href"))!);
  expect(download.status()).toBe(200);
  await expect(seriousAxeViolations(staff.page)).resolves.toEqual([]);
  await staff.page.screenshot({ path: "test-results/investigation-1280.png", fullPage: true });
  await staff.page.setViewportSize({ width: 390, height: 844 });
  await staff.page.screenshot({ path: "test-results/investigation-390.png", fullPage: true });
  await staff.context.close();
});
