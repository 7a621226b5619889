import type { Browser, Page } from "playwright-core";

import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

// Coaching (issue 14 item 8): the demo member, whose employer's plan includes coaching, books a video session with
// the seeded coach from the slot picker on /contact, gets the confirmation with a calendar file, moves the session and
// cancels it; each change emails the same calendar event. Screenshots at 1280 and 390 px go to test-results/.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type OutboxEmail = { subject: string | null; attachments: { filename: string; content: string }[] | null };

async function waitForEmail(to: string, subject: string, after: Date): Promise<OutboxEmail> {
  for (let tries = 0; tries < 60; tries++) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=10`);
    const messages = (await response.json()) as Array<OutboxEmail & { createdAt: string }>;
    const found = messages.find((message) => message.subject === subject && Date.parse(message.createdAt) >= after.getTime() - 1000);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no "${subject}" email arrived`);
}

const calendarOf = (email: OutboxEmail) => email.attachments?.find((file) => file.filename.endsWith(".ics"))?.content ?? "";

async function pickFirstTime(page: Page, region: ReturnType<Page["getByRole"]>, dayIndex: number) {
  const days = region.getByRole("group", { name: "Day" }).getByRole("button");
  await days.first().waitFor();
  await days.nth(dayIndex).click();
  const time = region.getByRole("group", { name: /^Time on / }).locator("label").first();
  await time.click();
}

test("a member books a coaching session, reschedules it and cancels it", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.member);
  await page.getByRole("link", { name: "Coaching" }).first().click();
  await page.waitForURL("**/contact");
  await page.getByRole("heading", { name: "Coaching", level: 1 }).waitFor();

  const book = page.getByRole("region", { name: "Book a session" });
  await book.getByLabel("60 minutes").check();
  await pickFirstTime(page, book, 0);
  await page.screenshot({ path: "test-results/coaching-book-desktop.png", fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  const booking = new Date();
  await book.getByRole("button", { name: /^Book / }).click();
  await page.getByText("Your session is booked.", { exact: false }).first().waitFor();
  const confirmation = await waitForEmail(demo.member, "Your coaching session is booked", booking);
  const invitation = calendarOf(confirmation);
  expect(invitation).toContain("METHOD:REQUEST");
  expect(invitation).toContain("SEQUENCE:0");
  const uid = /UID:([^\r\n]+)/.exec(invitation)?.[1];
  expect(uid).toMatch(/^coaching-session-/);

  const upcoming = page.getByRole("region", { name: "Upcoming sessions" });
  await upcoming.getByText("60 minutes with Jamie Rivera").waitFor();
  await upcoming.getByRole("button", { name: "Reschedule" }).click();
  const move = page.getByRole("region", { name: /^Move your session of / });
  await pickFirstTime(page, move, 1);
  const moving = new Date();
  await move.getByRole("button", { name: /^Move to / }).click();
  await page.getByText("Your session has moved.", { exact: false }).first().waitFor();
  const moved = calendarOf(await waitForEmail(demo.member, "Your coaching session has moved", moving));
  expect(moved).toContain(`UID:${uid}`);
  expect(moved).toContain("SEQUENCE:1");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/coaching-upcoming-phone.png", fullPage: true });
  await upcoming.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this session?" });
  const cancelling = new Date();
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  await page.getByText("Your session is cancelled.", { exact: false }).first().waitFor();
  const cancelled = calendarOf(await waitForEmail(demo.member, "Your coaching session is cancelled", cancelling));
  expect(cancelled).toContain("METHOD:CANCEL");
  expect(cancelled).toContain(`UID:${uid}`);
  await upcoming.getByText("You have no sessions booked.").waitFor();
  await context.close();
});

test("the demo coach opens their Coaching Calendar from the admin menu", async () => {
  const { context, page } = await newPage(browser, "phone");
  await signInAsStaff(page, demo.coach);
  await page.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Coaching Calendar" }).click();
  await page.waitForURL("**/coaching/calendar");
  await page.getByRole("heading", { level: 1, name: "Coaching Calendar" }).waitFor();
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/coaching-calendar-phone.png", fullPage: true });
  await context.close();
});
