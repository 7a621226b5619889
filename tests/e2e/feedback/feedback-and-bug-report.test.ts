import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

// Issue 13, item 6 in Chromium: the member gives feedback as a promoter and as a detractor, reports a bug with a
// screenshot, and staff find both on /admin/feedback with the screenshot behind a signed link.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openProfileMenuItem(page: Page, name: string) {
  await page.getByRole("button", { name: /profile menu for/i }).click();
  await page.getByRole("menuitem", { name }).click();
}

async function giveFeedback(page: Page, score: number, text: string, shot?: string) {
  await openProfileMenuItem(page, "Give Feedback");
  const dialog = page.getByRole("dialog", { name: "Give Feedback" });
  await dialog.getByRole("radio", { name: String(score), exact: true }).check();
  if (shot) {
    await page.screenshot({ path: `test-results/feedback-score-${shot}.png` });
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  }
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Tell us more (optional)" }).fill(text);
  await dialog.getByText(`${text.length} / 1024`).waitFor();
  if (shot) await page.screenshot({ path: `test-results/feedback-text-${shot}.png` });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByText("Thank you for your feedback!").waitFor();
  return dialog;
}

test("a member gives feedback at 8 (review link) and at 3 (only Close), and reports a bug with a screenshot", async () => {
  for (const viewport of ["desktop", "phone"] as const) {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, demo.member);
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();

    const promoter = await giveFeedback(page, 8, "The budget screen is clear.", viewport);
    await expect(promoter.getByRole("link", { name: /Write a review/ }).getAttribute("href")).resolves.toMatch(/^https:\/\//);
    await page.screenshot({ path: `test-results/feedback-thanks-promoter-${viewport}.png` });
    await promoter.getByRole("button", { name: "Close", exact: true }).first().click();
    await promoter.waitFor({ state: "hidden" });

    const detractor = await giveFeedback(page, 3, "Linking my bank took three tries.");
    await expect(detractor.getByRole("link").count()).resolves.toBe(0);
    await page.screenshot({ path: `test-results/feedback-thanks-detractor-${viewport}.png` });
    await detractor.getByRole("button", { name: "Close", exact: true }).first().click();
    await detractor.waitFor({ state: "hidden" });

    if (viewport === "desktop") {
      await page.goto("/spend");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const screenshot = await page.screenshot();
      await openProfileMenuItem(page, "Report a Bug");
      const form = page.getByRole("dialog", { name: "Report a Bug" });
      await form.getByText("/spend", { exact: true }).waitFor();
      await form.getByRole("textbox", { name: /What happened/ }).fill("The category chart overlaps its legend.");
      await form.getByLabel("Screenshot (optional)").setInputFiles({ name: "spend.png", mimeType: "image/png", buffer: screenshot });
      await form.getByText("spend.png").waitFor();
      await page.screenshot({ path: "test-results/bug-report-desktop.png" });
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await form.getByRole("button", { name: "Send report" }).click();
      await page.getByText("Thanks, your bug report was sent.").first().waitFor();
      await form.waitFor({ state: "hidden" });
    } else {
      await openProfileMenuItem(page, "Report a Bug");
      await page.getByRole("dialog", { name: "Report a Bug" }).getByRole("textbox", { name: /What happened/ }).waitFor();
      await page.screenshot({ path: "test-results/bug-report-phone.png" });
    }
    await context.close();
  }
});

test("staff see the feedback and the bug report, with its screenshot", async () => {
  const { context, page } = await newPage(browser);
  await signInAsStaff(page, demo.staff);
  await page.goto("/admin/feedback");
  await page.getByRole("heading", { name: "Feedback and Bug Reports" }).waitFor();
  await page.getByText("The budget screen is clear.").first().waitFor();
  await page.getByText("Linking my bank took three tries.").first().waitFor();
  const report = page.getByRole("listitem").filter({ hasText: "The category chart overlaps its legend." }).first();
  await report.getByText("/spend", { exact: true }).waitFor();
  const href = await report.getByRole("link", { name: /View screenshot/ }).getAttribute("href");
  const image = await page.request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await page.screenshot({ path: "test-results/admin-feedback-desktop.png", fullPage: true });
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/admin-feedback-phone.png", fullPage: true });

  // Members do not see it.
  const member = await newPage(browser);
  await signIn(member.page, demo.member);
  const response = await member.page.goto("/admin/feedback");
  expect(response?.status()).toBe(404);
  await member.context.close();
  await context.close();
});
