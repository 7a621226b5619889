import type { Browser, Page } from "playwright-core";
import { baseUrl, demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";
import { askForCoachAccess } from "../helpers/coach-access";
import { signInAsStaff } from "../helpers/staff-sign-in";

// Coach Mode by consent (issue 14 item 7): a coach asks, the member approves from the emailed link, the coach views the
// member (view only), the member sees on My Plan what was viewed, then ends the access and the coach is out at once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const REASON = "Preparing for our budget call on Friday";

async function latestLinkTo(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=5`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const messages = (await response.json()) as Array<{ subject: string | null; text: string }>;
  const message = messages.find((entry) => entry.subject?.includes("asks to view your"));
  const link = message && /https?:\/\/\S+\/coach-access\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no coach access email to ${email}`);
  return new URL(link).pathname;
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize(viewports.phone);
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
}

test("a coach asks, the member approves, the coach views the member, and the member sees what was viewed", async () => {
  const member = await newPage(browser);
  await signIn(member.page, demo.member);

  const staff = await newPage(browser);
  await signInAsStaff(staff.page, demo.staff);
  await askForCoachAccess(staff.page, { memberEmail: demo.member, reason: REASON });
  await staff.page.screenshot({ path: "test-results/coach-consent-ask-desktop.png" });

  // The member is told in the product...
  await member.page.goto("/health");
  const notice = member.page.getByRole("region", { name: "Coach access" });
  await notice.getByText(REASON).waitFor();
  await shoot(member.page, "coach-consent-notice");
  // ...and by email: the link shows the request to the signed-in member, who approves view only.
  await member.page.goto(await latestLinkTo(demo.member));
  await member.page.getByRole("heading", { name: "Coach access request" }).waitFor();
  await member.page.getByText(REASON).waitFor();
  await shoot(member.page, "coach-consent-link");
  await member.page.getByRole("button", { name: "Approve" }).click();
  await member.page.getByText(/can view your account for 60 minutes, view only/).first().waitFor();

  // The coach starts Coach Mode as the spec says, and sees the time left.
  await staff.page.getByRole("button", { name: "Start" }).click();
  await staff.page.getByText(`You are now viewing ${demo.member}`).first().waitFor();
  const banner = staff.page.getByRole("region", { name: "Coach Mode" });
  await banner.getByText(`You are currently in Coach Mode as ${demo.member}`).waitFor();
  await banner.getByText("View only").waitFor();
  await banner.getByText(/min left/).waitFor();
  await staff.page.getByRole("heading", { name: /Welcome back, Alex/ }).waitFor();
  await shoot(staff.page, "coach-consent-banner");
  await staff.page.goto("/accounts");
  await staff.page.waitForLoadState("networkidle");

  // The member sees on My Plan what the coach opened.
  await member.page.goto("/plan-details");
  const sessions = member.page.getByRole("list", { name: "Coach Mode sessions" });
  await sessions.getByText(REASON).waitFor();
  await sessions.getByText("view only", { exact: false }).first().waitFor();
  const seen = member.page.getByRole("list", { name: /saw$/ }).first();
  await seen.getByText("/accounts").waitFor();
  await seen.getByText("/health").first().waitFor();
  await seen.getByText("Opened your account in Coach Mode").waitFor();
  await member.page.getByRole("heading", { name: "What coaches saw in Coach Mode" }).scrollIntoViewIfNeeded();
  await shoot(member.page, "coach-consent-my-plan");

  // The member ends the access; the coach's next page is signed out.
  await member.page.goto("/health");
  await member.page.getByRole("button", { name: "End access now" }).click();
  await member.page.getByText("Coach access ended").first().waitFor();
  await staff.page.goto("/health");
  await staff.page.waitForURL("**/log-in**");

  await member.context.close();
  await staff.context.close();
});
