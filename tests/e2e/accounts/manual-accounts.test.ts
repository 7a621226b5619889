import type { Browser, Locator, Page } from "playwright-core";
import { demo, launchBrowser, newPage, signIn } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const suffix = Date.now().toString(36);
const section = (page: Page, name: string) => page.getByRole("region", { name });
const totalOf = (region: Locator, title: string) => region.getByText(`${title} total:`).locator("..").innerText();

async function chooseType(page: Page, type: string) {
  await page.getByRole("button", { name: "Add an account", exact: true }).click();
  const providers = page.getByRole("dialog", { name: "Add an account" });
  await providers.getByRole("button", { name: "Add an account manually" }).click();
  await page.getByRole("dialog", { name: "Choose an account type" }).getByRole("button", { name: type, exact: true }).click();
  return page.getByRole("dialog", { name: `Add ${type}` });
}

async function expectToast(page: Page, text: string) {
  // The toast reads "Success: {text}" to screen readers, so the match is not exact.
  await page.getByText(text).first().waitFor();
}

/**
 * Types over a masked field as a person would (select all, type). Playwright's fill() sets the value in one go,
 * which the mask treats as an insertion before what is there.
 */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

async function waitClosed(page: Page) {
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

async function openEdit(page: Page, name: string) {
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  return page.getByRole("dialog", { name: `Edit ${name}` });
}

test("a member adds and edits each of the five kinds by hand, with one invalid value each", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await page.goto("/accounts");
  await page.getByRole("heading", { name: "Accounts", level: 1 }).waitFor();
  await section(page, "Assets").waitFor();

  // Asset: an empty name is 'Required'; then added, listed and the total moves; then edited.
  const assets = section(page, "Assets");
  const assetsBefore = await totalOf(assets, "Assets");
  const assetName = `Checking ${suffix}`;
  let dialog = await chooseType(page, "Checking");
  await retype(dialog.getByRole("textbox", { name: "Current value" }), "1234");
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("Required").waitFor();
  await dialog.getByRole("textbox", { name: "Account name" }).fill(assetName);
  await dialog.getByRole("textbox", { name: "Account name" }).press("Enter");
  await expectToast(page, `${assetName} successfully added`);
  await waitClosed(page);
  await assets.getByText(assetName).waitFor();
  expect(await totalOf(assets, "Assets")).not.toBe(assetsBefore);
  await page.screenshot({ path: "test-results/accounts-after-asset-desktop.png" });

  dialog = await openEdit(page, assetName);
  await retype(dialog.getByRole("textbox", { name: "Current value" }), "2000");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `${assetName} successfully saved`);
  await waitClosed(page);
  await assets.locator("li", { hasText: assetName }).getByText("$2,000").waitFor();

  // Credit card: an empty balance is 'Required'.
  const cards = section(page, "Credit cards");
  const cardsBefore = await totalOf(cards, "Credit cards");
  const cardName = `Visa ${suffix}`;
  dialog = await chooseType(page, "Credit Card");
  await dialog.getByRole("textbox", { name: "Card name" }).fill(cardName);
  await retype(dialog.getByRole("textbox", { name: "Credit limit" }), "5000");
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("Required").waitFor();
  await retype(dialog.getByRole("textbox", { name: "Current balance" }), "450");
  await retype(dialog.getByRole("textbox", { name: "Interest rate" }), "19.99");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expectToast(page, `${cardName} successfully added`);
  await waitClosed(page);
  await cards.locator("li", { hasText: cardName }).getByText("$450").waitFor();
  expect(await totalOf(cards, "Credit cards")).not.toBe(cardsBefore);
  dialog = await openEdit(page, cardName);
  await retype(dialog.getByRole("textbox", { name: "Current balance" }), "300");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `${cardName} successfully saved`);
  await cards.locator("li", { hasText: cardName }).getByText("$300").waitFor();

  // Loan: no lender is 'Required'.
  const loans = section(page, "Loans");
  const loansBefore = await totalOf(loans, "Loans");
  const loanName = `Car ${suffix}`;
  dialog = await chooseType(page, "Car Loan");
  await dialog.getByRole("textbox", { name: "Loan name" }).fill(loanName);
  await retype(dialog.getByRole("textbox", { name: "Current balance" }), "12000");
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("Required").waitFor();
  await dialog.getByRole("textbox", { name: "Lender" }).fill("Harbor Auto Finance");
  await dialog.getByRole("textbox", { name: "Lender" }).press("Enter");
  await expectToast(page, `${loanName} successfully added`);
  await waitClosed(page);
  await loans.locator("li", { hasText: loanName }).getByText("$12,000").waitFor();
  expect(await totalOf(loans, "Loans")).not.toBe(loansBefore);
  dialog = await openEdit(page, loanName);
  await retype(dialog.getByRole("textbox", { name: "Current balance" }), "11500");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `${loanName} successfully saved`);
  await loans.locator("li", { hasText: loanName }).getByText("$11,500").waitFor();

  // Credit score: 900 is out of range.
  const scores = section(page, "Credit scores");
  const scoreName = `Experian ${suffix}`;
  dialog = await chooseType(page, "Credit Score");
  await dialog.getByRole("textbox", { name: "Name" }).fill(scoreName);
  await retype(dialog.getByRole("textbox", { name: "Credit score" }), "900");
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("Please make sure you enter a valid credit score (between 300 and 850).").waitFor();
  await retype(dialog.getByRole("textbox", { name: "Credit score" }), "720");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expectToast(page, `${scoreName} successfully added`);
  await waitClosed(page);
  await scores.locator("li", { hasText: scoreName }).getByText("720").waitFor();
  dialog = await openEdit(page, scoreName);
  await retype(dialog.getByRole("textbox", { name: "Credit score" }), "735");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `${scoreName} successfully saved`);
  await scores.locator("li", { hasText: scoreName }).getByText("735").waitFor();

  // Income: added, then a second income of the same name gets the server's message on the name field.
  const incomes = section(page, "Incomes");
  const incomesBefore = await totalOf(incomes, "Incomes");
  const incomeName = `Consulting ${suffix}`;
  dialog = await chooseType(page, "Income");
  await dialog.getByRole("textbox", { name: "Income name" }).fill(incomeName);
  await retype(dialog.getByRole("textbox", { name: "Yearly gross income" }), "24000");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expectToast(page, `${incomeName} successfully added`);
  await waitClosed(page);
  await incomes.locator("li", { hasText: incomeName }).getByText("$24,000").waitFor();
  expect(await totalOf(incomes, "Incomes")).not.toBe(incomesBefore);

  dialog = await chooseType(page, "Income");
  await dialog.getByRole("textbox", { name: "Income name" }).fill(incomeName);
  await retype(dialog.getByRole("textbox", { name: "Yearly gross income" }), "1000");
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.getByText("An income with this name already exists. Please enter a different name.").waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Choose an account type" }).waitFor();
  await page.keyboard.press("Escape");
  await waitClosed(page);

  dialog = await openEdit(page, incomeName);
  await retype(dialog.getByRole("textbox", { name: "Yearly gross income" }), "30000");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `${incomeName} successfully saved`);
  await incomes.locator("li", { hasText: incomeName }).getByText("$30,000").waitFor();

  // The lists come from the server: a reload shows the same.
  await page.reload();
  await section(page, "Assets").locator("li", { hasText: assetName }).getByText("$2,000").waitFor();
  await section(page, "Incomes").locator("li", { hasText: incomeName }).getByText("$30,000").waitFor();
  await page.screenshot({ path: "test-results/accounts-manual-desktop.png", fullPage: true });
  await context.close();
}, 120_000);
