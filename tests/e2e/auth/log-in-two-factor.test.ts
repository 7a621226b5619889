import type { Browser, Page } from "playwright-core";
import { demo, DEMO_PASSWORD, latestCodeFromOutbox, launchBrowser, newPage } from "../helpers/browser";

// Jordan Lee (seed) has two-factor on, with codes going to this number.
const PHONE = "+15125550143";
// The server under test runs with TEST_ONE_TIME_CODE_LIFETIME_SECONDS and TEST_ONE_TIME_CODE_COOLDOWN_SECONDS set to
// these (local/test-only settings that staging and production ignore; scripts/test.mjs), so a code can be seen
// expiring without waiting 10 minutes and the cooldown without waiting 30 seconds.
const CODE_LIFETIME_SECONDS = Number(process.env.E2E_CODE_LIFETIME_SECONDS ?? 20);
const COOLDOWN_SECONDS = Number(process.env.E2E_CODE_COOLDOWN_SECONDS ?? 20);
const DEVICE_COOKIE = "mariner.remembered-device";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function passwordStep(page: Page, path = "/log-in"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(demo.twoFactorMember);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL("**/mfa**");
  await page.getByRole("heading", { name: "Enter the code we sent you" }).waitFor();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Digit 1 of 6").fill(code);
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

async function expectBoxesCleared(page: Page): Promise<void> {
  for (let digit = 1; digit <= 6; digit += 1) {
    await expect(page.getByLabel(`Digit ${digit} of 6`).inputValue()).resolves.toBe("");
  }
}

describe("password log-in with a two-factor code", () => {
  test("the code from the text message signs in; without 'Remember this device' the next log-in asks again", async () => {
    const { context, page } = await newPage(browser);
    await passwordStep(page, "/log-in?next=%2Fhealth");
    await page.getByText("We sent a 6-digit code to the phone number ending in 0143.").waitFor();
    const next = page.getByRole("button", { name: "Next", exact: true });
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Resend code via SMS" }).waitFor();
    await page.getByRole("button", { name: "Send code via phone call" }).waitFor();
    // The browser holds no password: nothing in storage, and the pending log-in cookie is HttpOnly.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie);
    expect(stored).not.toContain(DEMO_PASSWORD);

    const { code, channel } = await latestCodeFromOutbox(PHONE);
    expect(channel).toBe("sms");
    await page.getByLabel("Digit 1 of 6").fill(code.slice(0, 5));
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Digit 6 of 6").fill(code.slice(5));
    await next.click();
    await page.waitForURL("**/health");
    expect((await context.cookies()).some((cookie) => cookie.name === DEVICE_COOKIE)).toBe(false);
    await context.close();

    const second = await newPage(browser);
    await passwordStep(second.page);
    await second.context.close();
  });

  test("'Remember this device for 30 days': the next log-in from this browser skips the code", async () => {
    const first = await newPage(browser);
    await passwordStep(first.page);
    await first.page.getByLabel("Remember this device for 30 days").check();
    await enterCode(first.page, (await latestCodeFromOutbox(PHONE)).code);
    await first.page.waitForURL("**/health");
    const device = (await first.context.cookies()).find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device?.httpOnly).toBe(true);
    expect(device?.sameSite).toBe("Lax");
    await first.context.close();

    // Same browser, signed out (only the device cookie kept): straight to the home page.
    const second = await newPage(browser);
    await second.context.addCookies([device!]);
    await second.page.goto("/log-in");
    await second.page.getByLabel("Email").fill(demo.twoFactorMember);
    await second.page.getByLabel("Password").fill(DEMO_PASSWORD);
    await second.page.getByRole("button", { name: "Log in", exact: true }).click();
    await second.page.waitForURL("**/health");
    await second.context.close();
  });

  test("a wrong code clears the boxes and says 'Invalid code entered'", async () => {
    const { context, page } = await newPage(browser, "phone");
    await passwordStep(page);
    const { code } = await latestCodeFromOutbox(PHONE);
    await enterCode(page, code === "000000" ? "111111" : "000000");
    await page.getByText("Invalid code entered").first().waitFor();
    await expectBoxesCleared(page);
    await enterCode(page, code);
    await page.waitForURL("**/health");
    await context.close();
  });

  test("arriving at /mfa without a pending log-in goes to /log-in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/mfa");
    await page.waitForURL("**/log-in");
    await context.close();
  });

  test("resend by SMS and by call; an expired code is refused", async () => {
    const { context, page } = await newPage(browser);
    await passwordStep(page);
    const original = await latestCodeFromOutbox(PHONE);

    // Straight away: inside the per-number cooldown, the page says when a new code can be asked for.
    const resendBySms = page.getByRole("button", { name: "Resend code via SMS" });
    await expect(resendBySms.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Send code via phone call" }).isDisabled()).resolves.toBe(true);
    const hint = page.getByText(/You can ask for a new code in \d+ seconds?\./);
    const firstReading = Number(/in (\d+)/.exec(await hint.innerText())![1]);
    expect(firstReading).toBeGreaterThan(0);
    expect(firstReading).toBeLessThanOrEqual(COOLDOWN_SECONDS);
    // A reload (a new page render) still knows the wait: the server tells it.
    await page.reload();
    await expect(page.getByRole("button", { name: "Resend code via SMS" }).isDisabled()).resolves.toBe(true);
    await page.getByText(/You can ask for a new code in \d+ seconds?\./).waitFor();

    await wait(Math.max(COOLDOWN_SECONDS, CODE_LIFETIME_SECONDS) + 1);
    await page.getByText("You can ask for a new code now.").waitFor({ state: "attached" });
    await expect(resendBySms.isDisabled()).resolves.toBe(false);
    await enterCode(page, original.code);
    await page.getByText("Invalid code entered").first().waitFor();
    await expectBoxesCleared(page);

    await resendBySms.click();
    await page.getByText("Code resent successfully").first().waitFor();
    // The resend starts the cooldown again.
    await expect(resendBySms.isDisabled()).resolves.toBe(true);
    const bySms = await latestCodeFromOutbox(PHONE);
    expect(bySms.channel).toBe("sms");

    await wait(COOLDOWN_SECONDS + 1);
    await page.getByRole("button", { name: "Send code via phone call" }).click();
    await page.getByText("Code resent successfully").first().waitFor();
    const byCall = await latestCodeFromOutbox(PHONE);
    expect(byCall.channel).toBe("voice");

    await enterCode(page, byCall.code);
    await page.waitForURL("**/health");
    await context.close();
  });
});
