import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, viewports } from "../helpers/browser";
import { finishOnboarding, linkSandboxBank } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";

// Issue 10: a member who linked a bank can remove one of its accounts, then the whole bank, and link it again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const BANK = "First Platypus Bank";
const section = (page: Page, name: string) => page.getByRole("region", { name });
/** A list's total as a screen reader reads it ('Assets total: $52,975.67'). */
const total = (page: Page, title: string, amount: string) =>
  section(page, title).getByText(`${title} total: ${amount}`, { exact: true });



/** The linked bank's figures: checking 2,410.55 + savings 8,250 + 401k 42,315.12; card 1,284.37; loan 18,472.90. */
async function expectTotals(page: Page, totals: { assets: string; cards: string; loans: string; netWorth: string }) {
  await total(page, "Assets", totals.assets).waitFor();
  await total(page, "Credit cards", totals.cards).waitFor();
  await total(page, "Loans", totals.loans).waitFor();
  await page.getByTestId("net-worth").getByText(totals.netWorth, { exact: true }).waitFor();
}

test("a member removes one linked account, then the whole bank, and links the bank again", async () => {
  const { context, page } = await newPage(browser, "desktop");
  await signUpToOnboarding(page, "e2e-remove-bank");
  await finishOnboarding(page);
  await page.goto("/accounts");
  await page.getByRole("heading", { name: "Accounts", level: 1 }).waitFor();

  await linkSandboxBank(page);
  await expectTotals(page, { assets: "$52,975.67", cards: "$1,284.37", loans: "$18,472.90", netWorth: "$33,218.40" });
  const banks = section(page, "Linked banks");
  await banks.getByText("Plaid Checking, Plaid Saving, Plaid 401k, Plaid Credit Card, Plaid Student Loan").waitFor();

  // A second link of the same bank is refused with the spec's message, which points at removing it.
  await linkSandboxBank(page, {
    outcome: `Accounts already added for this institution. Please remove all accounts associated with ${BANK} if you wish to re-link.`,
  });

  // One account: the dialog says what happens; Remove takes it and its share of the totals.
  await section(page, "Assets").getByRole("button", { name: "Remove Plaid Checking" }).click();
  let dialog = page.getByRole("alertdialog", { name: "Remove Plaid Checking?" });
  await dialog.getByText(`Your other ${BANK} accounts stay linked`, { exact: false }).waitFor();
  await page.screenshot({ path: "test-results/remove-account-dialog-desktop.png" });
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await page.getByText("Plaid Checking removed").first().waitFor();
  await dialog.waitFor({ state: "detached" });
  await section(page, "Assets").getByText("Plaid Checking").waitFor({ state: "detached" });
  await expectTotals(page, { assets: "$50,565.12", cards: "$1,284.37", loans: "$18,472.90", netWorth: "$30,807.85" });
  // Focus went to the list the row was in.
  await page.waitForFunction(() => document.activeElement?.textContent === "Assets");

  // The whole bank: the dialog at phone width too, then everything of it goes.
  await banks.getByRole("button", { name: `Remove ${BANK}` }).click();
  dialog = page.getByRole("alertdialog", { name: `Remove ${BANK}?` });
  await dialog.getByText(`${BANK} will be unlinked, and its 4 accounts`, { exact: false }).waitFor();
  await page.setViewportSize(viewports.phone);
  await page.screenshot({ path: "test-results/remove-bank-dialog-phone.png" });
  await page.setViewportSize(viewports.desktop);
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await page.getByText(`${BANK} removed`).first().waitFor();
  await banks.waitFor({ state: "detached" });
  await section(page, "Assets").getByText("No assets yet.").waitFor();
  await section(page, "Credit cards").getByText("No credit cards yet.").waitFor();
  await section(page, "Loans").getByText("No loans yet.").waitFor();
  await expectTotals(page, { assets: "$0", cards: "$0", loans: "$0", netWorth: "$0" });
  await page.screenshot({ path: "test-results/remove-bank-after-desktop.png", fullPage: true });

  // The same bank links again, with all its accounts.
  await linkSandboxBank(page);
  await expectTotals(page, { assets: "$52,975.67", cards: "$1,284.37", loans: "$18,472.90", netWorth: "$33,218.40" });
  await section(page, "Assets").getByText("Plaid Checking").waitFor();

  // A reload shows the same: it all came from the server.
  await page.reload();
  await expectTotals(page, { assets: "$52,975.67", cards: "$1,284.37", loans: "$18,472.90", netWorth: "$33,218.40" });
  await context.close();
}, 180_000);
