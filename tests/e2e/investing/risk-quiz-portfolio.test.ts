import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";
import { signInAsStaff } from "../helpers/staff-sign-in";
import { postJson } from "../helpers/dev-api";

// The risk quiz and model portfolios (issue 16 items 2 and 3): a member whose sandbox account is open takes the
// quiz, accepts the recommended portfolio, browses the five portfolios and changes to the one a level up with the
// acknowledgement, and sees each change's success page. Axe on every screen; screenshots at 1280 and 390 px.

jest.setTimeout(240_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The member's sandbox application, approved; our row is ACTIVE once the queued sync has run. */
async function activeAccount(staffPage: Page, memberPage: Page, email: string): Promise<string> {
  const opened = await postJson(staffPage, "/api/dev/investing-applications", { email });
  const accountId = String(opened.accountId);
  const forced = await postJson(staffPage, "/api/dev/clearing-firm", { action: "force", accountId, outcome: "APPROVED" });
  if (forced.state !== "ACTIVE") await postJson(staffPage, "/api/dev/clearing-firm", { action: "completeReview", accountId });
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await memberPage.goto(`/investing/${encodeURIComponent(accountId)}/browse`);
    await memberPage.getByRole("heading", { name: "Model portfolios", level: 1 }).waitFor();
    if ((await memberPage.getByText("still being reviewed").count()) === 0 && (await memberPage.getByText("Finish opening").count()) === 0) {
      return accountId;
    }
    await memberPage.waitForTimeout(500);
  }
  throw new Error("the account never became active");
}

const BALANCED_ANSWERS: Array<[RegExp, string]> = [
  [/When do you expect to need/, "In 6 to 10 years"],
  [/What is this money mainly for/, "Retirement"],
  [/drops 20% in one month/, "Do nothing and wait"],
  [/down 10%/, "Keep it as it is"],
  [/investing experience/, "Only through a workplace retirement plan"],
  [/How stable is your income/, "Stable"],
  [/saved for emergencies/, "3 to 6 months"],
];

test("a member takes the quiz, accepts the recommendation, then changes to the next portfolio up", async () => {
  const member = await newPage(browser);
  const email = await signUpToOnboarding(member.page, "e2e-risk-quiz");
  await finishOnboarding(member.page);
  const staff = await newPage(browser);
  await signInAsStaff(staff.page, demo.staff);
  const { page } = member;
  const accountId = await activeAccount(staff.page, page, email);
  await staff.context.close();

  // The quiz: one form, a radio group per question; an incomplete form names what is missing.
  await page.goto(`/investing/kyc?accountId=${encodeURIComponent(accountId)}`);
  await page.getByRole("heading", { name: "Find your investment strategy", level: 1 }).waitFor();
  await expectAccessible(page);
  await page.getByRole("button", { name: "See my recommendation" }).click();
  await page.getByRole("alert").getByText("Please answer every question.").waitFor();
  for (const [question, answer] of BALANCED_ANSWERS) {
    await page.getByRole("group", { name: question }).getByRole("radio", { name: answer, exact: true }).check();
  }
  await screenshots(page, "risk-quiz");
  await page.getByRole("button", { name: "See my recommendation" }).click();

  // The result: Balanced, its split and funds, one level either side behind an acknowledgement.
  await page.getByRole("heading", { name: "We recommend Balanced" }).waitFor();
  await expect(page.getByRole("heading", { name: "We recommend Balanced" }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.getByText("60% stocks · 40% bonds").waitFor();
  await page.getByText("Recommended for you").waitFor();
  await page.getByRole("radio", { name: /^Growth:/ }).check();
  await expect(page.getByRole("button", { name: "Choose Growth" }).isDisabled()).resolves.toBe(true);
  await expectAccessible(page);
  await screenshots(page, "risk-quiz-result");

  await page.getByRole("button", { name: "Accept recommended portfolio" }).click();
  await page.waitForURL(/\/portfolio\/change\/success\?changeId=/);
  await page.getByRole("heading", { name: "You're set: Balanced", level: 1 }).waitFor();
  await page.getByRole("heading", { name: "Status: In effect" }).waitFor();
  await expectAccessible(page);

  // Browse: five cards, Balanced recommended and current; Aggressive Growth is two levels away.
  await page.getByRole("link", { name: "See all portfolios" }).click();
  await page.getByRole("heading", { name: "Model portfolios", level: 1 }).waitFor();
  await expect(page.getByRole("list", { name: "Model portfolios" }).getByRole("listitem").count()).resolves.toBe(5);
  const balanced = page.getByRole("region", { name: "Balanced" });
  await balanced.getByText("Recommended for you").waitFor();
  await balanced.getByText("Your current portfolio").waitFor();
  await page.getByRole("region", { name: "Conservative" }).getByRole("cell", { name: "0.07%" }).first().waitFor();
  await expect(page.getByRole("link", { name: "Choose Aggressive Growth" }).count()).resolves.toBe(0);
  await expectAccessible(page);
  await screenshots(page, "portfolio-browse");

  // Change to Growth: from -> to, the acknowledgement, Confirm.
  await page.getByRole("link", { name: "Choose Growth" }).click();
  await page.getByRole("heading", { name: "Change to Growth?", level: 1 }).waitFor();
  await page.getByText("Balanced (60% stocks · 40% bonds)").waitFor();
  await expect(page.getByRole("button", { name: "Confirm change" }).isDisabled()).resolves.toBe(true);
  await page.getByLabel(/I understand Growth carries more risk/).check();
  await expectAccessible(page);
  await screenshots(page, "portfolio-change");
  await page.getByRole("button", { name: "Confirm change" }).click();
  await page.getByRole("heading", { name: "You're set: Growth", level: 1 }).waitFor();
  await page.getByText("80% stocks · 20% bonds").waitFor();
  await expectAccessible(page);
  await screenshots(page, "portfolio-change-success");
  await member.context.close();
});
