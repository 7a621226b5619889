import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { DEMO_PASSWORD, demoEmails } from "@/prisma/seed";

export const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
export const demo = demoEmails("mariner.com");
export { DEMO_PASSWORD };

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports = "desktop",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through the log-in screen, as a person would, and waits for the signed-in home. For accounts without
 * two-factor (every demo account except demo.twoFactorMember); the code screen has its own tests.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/log-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL("**/health");
}

/** The newest two-factor code texted or read out to a number, from the local outbox (GET /api/dev/outbox). */
export async function latestCodeFromOutbox(phoneNumber: string): Promise<{ code: string; channel: string }> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}&limit=1`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const [message] = (await response.json()) as Array<{ channel: string; text: string }>;
  if (!message) throw new Error(`no message to ${phoneNumber}`);
  const spoken = /code is ([\d, ]+)\./.exec(message.text)?.[1];
  const code = spoken ? spoken.replace(/\D/g, "") : /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code || code.length !== 6) throw new Error(`no code in "${message.text}"`);
  return { code, channel: message.channel };
}
