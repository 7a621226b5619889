import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD, baseUrl, demo, launchBrowser, newPage } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function logInFrom(page: Page, url: string, email: string) {
  await page.goto(url);
  await fillLogIn(page, email);
}

async function fillLogIn(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("a signed-out visitor to a protected route goes to /log-in and comes back after signing in", async () => {
  const { context, page } = await newPage(browser);
  await page.goto("/verify?next=%2Fhealth");
  await page.waitForURL("**/log-in?next=**");
  expect(new URL(page.url()).searchParams.get("next")).toBe("/verify?next=%2Fhealth");

  await fillLogIn(page, demo.member);
  await page.waitForURL((url) => url.pathname === "/verify");
  await page.getByRole("heading", { name: "Confirm your employer plan" }).waitFor();
  await context.close();
});

test.each([
  ["an absolute URL", "https://evil.example/phish"],
  ["a protocol-relative URL", "//evil.example/phish"],
  ["a backslash trick", "/\\evil.example/phish"],
  ["a javascript: URL", "javascript:alert(document.domain)"],
])("after signing in, %s as the return path ends on /health", async (_name, hostile) => {
  const { context, page } = await newPage(browser);
  await logInFrom(page, `/log-in?next=${encodeURIComponent(hostile)}`, demo.member);
  await page.waitForURL((url) => url.pathname === "/health");
  expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
  await context.close();
});

type OutboxMessage = { to: string; text: string; createdAt: string };

async function newestEmailTo(page: Page, to: string, since: number): Promise<OutboxMessage | null> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as OutboxMessage[];
    const message = messages.find((candidate) => new Date(candidate.createdAt).getTime() >= since);
    if (message) return message;
    await page.waitForTimeout(250);
  }
  return null;
}

// Open entries of the demo roster (prisma/seed/seed.ts). Each run links one; a fresh demo database has four.
const ROSTER = [
  "grace.kim@acmelogistics.example.com",
  "luis.ramirez@acmelogistics.example.com",
  "hannah.schultz@acmelogistics.example.com",
  "tom.nakamura@acmelogistics.example.com",
];

test("plan-member verification: work email, the emailed link from the outbox, back to the remembered path", async () => {
  const { context, page } = await newPage(browser);
  await logInFrom(page, "/log-in", demo.planSuccessManager);
  await page.waitForURL("**/health");

  let link: string | null = null;
  let workEmail = "";
  for (const candidate of ROSTER) {
    const since = Date.now() - 1_000;
    await page.goto("/verify?next=%2Fhealth%3Ffrom%3Dverify");
    await page.getByLabel("Work email").fill(candidate);
    await page.getByRole("button", { name: "Send link" }).click();
    await page.waitForURL("**/verify/sent?**");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByText(candidate).first().waitFor();
    // An entry linked by an earlier run gets no email (and the page says the same either way).
    const message = await newestEmailTo(page, candidate, since);
    link = message?.text.match(/https?:\/\/\S+\/verify\/sent\/\S+/)?.[0] ?? null;
    if (link) {
      workEmail = candidate;
      break;
    }
  }
  expect(link).not.toBeNull();
  await page.screenshot({ path: "test-results/verify-sent-desktop.png" });

  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === "/health" && url.searchParams.get("from") === "verify");
  const info = await page.evaluate(async () => {
    const response = await fetch("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({ query: "query { authenticationInfo { isVerifiedPlanMember plans { planName } } }" }),
    });
    return (await response.json()) as { data: { authenticationInfo: { isVerifiedPlanMember: boolean; plans: Array<{ planName: string }> } } };
  });
  expect(info.data.authenticationInfo.isVerifiedPlanMember).toBe(true);
  expect(info.data.authenticationInfo.plans.map((plan) => plan.planName)).toContain("Acme Logistics");

  // The link worked once: opening it again ends on /verify/error, with a way to try again.
  await page.goto(link!);
  await page.waitForURL("**/verify/error**");
  await page.getByRole("heading", { name: "We couldn't confirm your work email" }).waitFor();
  await page.getByRole("link", { name: "Try again" }).click();
  await page.waitForURL((url) => url.pathname === "/verify");
  expect(workEmail).not.toBe("");
  await context.close();
});

test("the /verify screens work at phone width", async () => {
  const { context, page } = await newPage(browser, "phone");
  await logInFrom(page, "/log-in?next=%2Fverify", demo.member);
  await page.waitForURL((url) => url.pathname === "/verify");
  await page.getByLabel("Work email").fill("not-an-email");
  await page.getByRole("button", { name: "Send link" }).click();
  await page.getByText("Please enter a valid email address").waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/verify-phone.png" });
  await context.close();
});
