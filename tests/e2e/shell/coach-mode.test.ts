import type { Browser } from "playwright-core";
import { demo, launchBrowser, newPage } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("staff enter coach mode as a customer, see the banner, and exit", async () => {
  const { context, page } = await newPage(browser);
  await signInAsStaff(page, demo.staff);
  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByLabel("Coach Mode").fill(demo.member);
  await page.getByRole("button", { name: "Start" }).click();

  await page.getByText(`You are currently in Coach Mode as ${demo.member}`).waitFor();
  await page.getByRole("heading", { name: /Welcome back, Alex/ }).waitFor();
  await page.screenshot({ path: "test-results/coach-mode-banner-desktop.png" });

  await page.getByRole("button", { name: "Exit Coach Mode" }).click();
  await page.getByText("You have now exited Coach Mode").first().waitFor();
  await page.waitForURL("**/customers/**");
  // Back as the staff member, on the customer's page.
  await page.getByRole("heading", { name: "Alex Morgan" }).waitFor();
  await expect(page.getByText(/You are currently in Coach Mode/).count()).resolves.toBe(0);
  await context.close();
});
