import { strFromU8, unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { SIGN_UP_PASSWORD, signUpToOnboarding } from "../helpers/sign-up";

// Your data (issue 13 item 8): a new member asks for their data, the job gathers it and emails them, and the zip
// downloaded from the settings page holds their data; then they delete their account with their password, land
// signed out on the log-in page with a confirmation, and can no longer sign in. Screenshots at 1280 and 390 px go to test-results/.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function outboxSubjects(to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=10`);
  return ((await response.json()) as Array<{ subject: string | null }>).map((message) => message.subject ?? "");
}

test("a member downloads their data and deletes their account", async () => {
  const { context, page } = await newPage(browser);
  const email = await signUpToOnboarding(page, "your-data");
  await finishOnboarding(page);
  await page.goto("/account-details#your-data");
  const section = page.getByRole("region", { name: "Your data" });
  await section.getByRole("button", { name: "Download your data" }).click();
  await page.getByText("We are gathering your data and will email you when it is ready.").first().waitFor();

  // The job runs in the server's worker; the email says when the file is ready.
  for (let tries = 0; !(await outboxSubjects(email)).some((subject) => subject.includes("ready to download")); tries++) {
    if (tries > 60) throw new Error("the export email never came");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await page.reload();
  const link = section.getByRole("link", { name: /^Download zip \(until / });
  const response = await context.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/your-data-\d{4}-\d{2}-\d{2}\.zip/);
  const files = unzipSync(new Uint8Array(await response.body()));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { tables: { User: Array<{ email: string }> } };
  expect(data.tables.User[0]?.email).toBe(email);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "csv/User.csv", "csv/Session.csv"]));
  await page.screenshot({ path: "test-results/your-data-desktop.png" });

  // Deleting: the dialog says what goes and what stays; a wrong password is said under the field.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole("button", { name: "Delete your account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByText("brokerage records must be kept for six years", { exact: false }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/your-data-delete-phone.png" });
  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByText("Your current password is incorrect.").waitFor();
  await dialog.getByLabel("Current password").fill(SIGN_UP_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL("**/log-in");
  await page.getByText("Your account was deleted.", { exact: false }).first().waitFor();
  expect((await outboxSubjects(email)).some((subject) => subject.includes("account deletion request"))).toBe(true);

  await page.goto("/accounts");
  await page.waitForURL("**/log-in**");
  await page.getByLabel("Email").waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("alert").filter({ hasText: /./ }).first().waitFor();
  expect(page.url()).toContain("/log-in");
  await context.close();
});
