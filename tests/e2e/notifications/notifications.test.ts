import type { Browser, Locator, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, launchBrowser, newPage } from "../helpers/browser";
import { finishOnboarding } from "../helpers/sandbox-bank";
import { signUpToOnboarding } from "../helpers/sign-up";

// /notifications and one-click unsubscribe (issue 13 items 4 and 5): a new member turns a category off from the
// profile menu's Notifications; a toggle whose request fails goes back with the spec's toast; a budget alert email
// arrives with List-Unsubscribe headers, and a POST to that address (no session) turns its category off; its link
// opens the page signed out; a bad token goes to / with the spec's toast. Screenshots at 1280 and 390 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const categorySwitch = (page: Page, name: string) => page.getByRole("switch", { name: `${name} emails` });

/** Waits until a switch says it is on (or off). */
const checked = (control: Locator, on: boolean) => control.and(control.page().locator(`[aria-checked="${on}"]`)).waitFor();

async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const answer = await page.request.post("/api/graphql", {
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    data: { query, variables },
  });
  return (await answer.json()) as { data: Record<string, Record<string, unknown> & { error: string | null }> };
}

/** Over budget on Groceries through the API: the budget alert email goes out (a non-security email). */
async function overspendGroceries(page: Page) {
  const asset = await graphql(page, "mutation($a: AssetInput!) { createAsset(assetData: $a) { error asset { id } } }", {
    a: { accountType: "checking", name: "Everyday", value: "1000" },
  });
  const budget = await graphql(page, "mutation($b: BudgetInput!) { createBudget(budgetData: $b) { error budget { budgetCategory { id } } } }", {
    b: { budgetCategoryName: "Groceries", target: "100" },
  });
  const spent = await graphql(page, "mutation($t: ManualTransactionInput!) { createManualTransaction(input: $t) { error } }", {
    t: {
      accountId: (asset.data.createAsset!.asset as { id: string }).id,
      budgetCategoryId: (budget.data.createBudget!.budget as { budgetCategory: { id: string } }).budgetCategory.id,
      amount: "150",
      date: new Date().toISOString().slice(0, 10),
      name: "Market",
    },
  });
  expect([asset.data.createAsset!.error, budget.data.createBudget!.error, spent.data.createManualTransaction!.error]).toEqual([null, null, null]);
}

type OutboxEmail = { subject: string; text: string; headers: Record<string, string> | null };

async function budgetAlertFor(email: string): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as OutboxEmail[];
    const alert = messages.find((message) => message.subject === "Groceries is over budget");
    if (alert) return alert;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no budget alert for ${email}`);
}

test("a member turns emails off; a failed toggle goes back; one click in the email's header unsubscribes without signing in", async () => {
  const { context, page } = await newPage(browser);
  const email = await signUpToOnboarding(page, "notify");
  await finishOnboarding(page);
  await page.goto("/health");
  await page.getByRole("button", { name: /profile menu/ }).click();
  await page.getByRole("menuitem", { name: "Notifications" }).click();
  await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  await page.getByText("You don't have any investing accounts.").waitFor();

  // Goals off: its templates can no longer be changed; the choice survives a reload.
  const goals = categorySwitch(page, "Goals");
  expect(await goals.getAttribute("aria-checked")).toBe("true");
  await goals.focus();
  await page.keyboard.press("Space");
  await checked(goals, false);
  await expect(page.getByRole("switch", { name: "Goal milestones" }).isDisabled()).resolves.toBe(true);
  await page.reload();
  await checked(categorySwitch(page, "Goals"), false);
  await expect(page.getByRole("switch", { name: "Account & Security emails" }).isDisabled()).resolves.toBe(true);

  // The server fails one update: the switch goes back and the spec's toast says so.
  let failed = 0;
  await page.route("**/api/graphql", async (route) => {
    if (failed === 0 && route.request().postData()?.includes("UpdateNotificationPreference")) {
      failed += 1;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "Unexpected error." }] }) });
      return;
    }
    await route.continue();
  });
  const coaching = categorySwitch(page, "Coaching & Events");
  await coaching.click();
  await page.getByText("An error occurred while updating your notification preferences").first().waitFor();
  await checked(coaching, true);
  expect(failed).toBe(1);
  await page.unroute("**/api/graphql");
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await page.screenshot({ path: "test-results/notifications-1280.png", fullPage: true });

  // A budget alert: its headers carry the one-click address; a POST with no cookies turns Financial Insights off.
  await overspendGroceries(page);
  const alert = await budgetAlertFor(email);
  expect(alert.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(alert.headers?.["List-Unsubscribe"] ?? "")?.[1];
  expect(oneClick).toMatch(/\/api\/unsubscribe\?token=/);
  const posted = await fetch(oneClick!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
    redirect: "manual",
  });
  expect(posted.status).toBe(200);
  await page.reload();
  await checked(categorySwitch(page, "Financial Insights"), false);

  // The same address followed with GET (a person, or a mail scanner) only opens the page, signed out, on a phone.
  const phone = await newPage(browser, "phone");
  await phone.page.goto(oneClick!);
  await phone.page.waitForURL(/\/notifications\?token=/);
  await phone.page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  await checked(categorySwitch(phone.page, "Financial Insights"), false);
  expect(await phone.page.getByRole("button", { name: /profile menu/ }).count()).toBe(0);
  expect(await phone.page.getByText("Investing documents").count()).toBe(0);
  await categorySwitch(phone.page, "Financial Insights").click();
  await checked(categorySwitch(phone.page, "Financial Insights"), true);
  await phone.page.getByRole("radio", { name: "In a weekly digest" }).first().check();
  await expect(seriousAxeViolations(phone.page)).resolves.toEqual([]);
  await phone.page.screenshot({ path: "test-results/notifications-token-390.png", fullPage: true });
  await page.reload();
  await checked(categorySwitch(page, "Financial Insights"), true);

  // A bad token: the spec's toast, then the home page.
  await phone.page.goto("/notifications?token=not-a-real-token");
  await phone.page.getByText("Token is invalid or has expired").first().waitFor();
  await phone.page.waitForURL((url) => url.pathname === "/");
  await phone.context.close();
  await context.close();
});
