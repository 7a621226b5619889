import type { Browser, Page } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";

// Masked fields in Chromium, filled and cleared the way tools and scripts do it (Playwright's fill selects the field
// with select(), which in Chromium also focuses an unfocused field, then types or presses Delete): the whole value
// is replaced.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function chooseType(page: Page, type: string) {
  await page.getByRole("button", { name: "Add an account", exact: true }).click();
  await page.getByRole("dialog", { name: "Add an account" }).getByRole("button", { name: "Add an account manually" }).click();
  await page.getByRole("dialog", { name: "Choose an account type" }).getByRole("button", { name: type, exact: true }).click();
  return page.getByRole("dialog", { name: `Add ${type}` });
}

test("fill('') empties a masked amount or percent field, the form sees it empty, and fill(text) replaces the value", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await page.goto("/accounts");
  await page.getByRole("heading", { name: "Accounts", level: 1 }).waitFor();
  const dialog = await chooseType(page, "Credit Card");

  const balance = dialog.getByRole("textbox", { name: "Current balance" });
  const rate = dialog.getByRole("textbox", { name: "Interest rate" });
  const limit = dialog.getByRole("textbox", { name: "Credit limit" });
  await balance.fill("1234");
  await rate.fill("19.99");
  await limit.fill("5000");
  await expect(balance.inputValue()).resolves.toBe("$1,234");
  await expect(rate.inputValue()).resolves.toBe("19.99 %");

  // Each field is filled while another one has focus: fill() selects it, which in Chromium also focuses it.
  await balance.fill("560");
  await expect(balance.inputValue()).resolves.toBe("$560");
  await limit.fill("");
  await expect(limit.inputValue()).resolves.toBe("");
  await rate.fill("");
  await expect(rate.inputValue()).resolves.toBe("");
  await balance.fill("");
  await expect(balance.inputValue()).resolves.toBe("");
  await limit.fill("750");
  await balance.clear();
  await expect(balance.inputValue()).resolves.toBe("");

  // The form holds no balance: adding asks for one.
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("Required").first().waitFor();
  await expect(balance.getAttribute("aria-invalid")).resolves.toBe("true");
  await context.close();
});
