import type { Browser, Page } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { askAndApproveCoachAccess } from "../helpers/coach-access";
import { signInAsStaff } from "../helpers/staff-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What /health shows: the score on the meter and the overview's figures, as text. */
async function healthFigures(page: Page): Promise<{ score: string | null; overview: string }> {
  const meter = page.getByRole("meter", { name: "Financial health score" });
  await meter.waitFor();
  const overview = page.getByRole("region", { name: "Your overview" });
  return { score: await meter.getAttribute("aria-valuenow"), overview: (await overview.innerText()).trim() };
}

test("coach mode shows the customer's own figures at once, and the staff member's again after exit", async () => {
  // The customer's figures, as the customer sees them.
  const member = await newPage(browser);
  await signIn(member.page, demo.member);
  // The first visit of a day may bring the figures up to date in the browser; read them once that has been stored.
  await member.page.waitForLoadState("networkidle");
  await member.page.reload();
  await member.page.waitForLoadState("networkidle");
  const customerFigures = await healthFigures(member.page);

  const { context, page } = await newPage(browser);
  await signInAsStaff(page, demo.staff);
  // The staff member's own /health has been rendered (and its data cached) in this tab before coach mode starts.
  const staffFigures = await healthFigures(page);
  expect(staffFigures).not.toEqual(customerFigures);

  // Coach Mode needs the member's approval (issue 14 item 7); the journey itself is tests/e2e/coaching/coach-consent.
  await askAndApproveCoachAccess(
    { staff: page, member: member.page },
    { memberEmail: demo.member, reason: "Checking your overview figures with you" },
  );
  await member.context.close();
  await page.getByRole("button", { name: "Start" }).click();

  await page.getByText(`You are now viewing ${demo.member}`).first().waitFor();
  await page.getByText(`You are currently in Coach Mode as ${demo.member}`).waitFor();
  await page.getByRole("heading", { name: /Welcome back, Alex/ }).waitFor();
  // No reload: the very first render in coach mode is the customer's.
  await expect(healthFigures(page)).resolves.toEqual(customerFigures);
  await page.screenshot({ path: "test-results/coach-mode-banner-desktop.png" });

  await page.getByRole("button", { name: "Exit Coach Mode" }).click();
  await page.getByText("You have now exited Coach Mode").first().waitFor();
  await page.waitForURL("**/customers/**");
  // Back as the staff member, on the customer's page.
  await page.getByRole("heading", { name: "Alex Morgan" }).waitFor();
  await expect(page.getByText(/You are currently in Coach Mode/).count()).resolves.toBe(0);

  await page.getByRole("link", { name: "Overview" }).first().click();
  await page.waitForURL("**/health");
  await expect(healthFigures(page)).resolves.toEqual(staffFigures);
  await context.close();
});
