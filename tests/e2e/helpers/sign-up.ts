import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

/** A password every sign-up test uses: it meets all five strength requirements. */
export const SIGN_UP_PASSWORD = "Harbor-Lantern-42!";

/** An address no other test run uses. */
export function uniqueSignUpEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest verification link in the local outbox for this address (waits up to 5 s for it to arrive). */
export async function verificationLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{ subject: string | null; text: string }>;
    const link = messages
      .find((entry) => /verify your email/i.test(entry.subject ?? ""))
      ?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification email for ${email}`);
}

/** Fills both sign-up screens on `path` (/sign-up or a variant) as Robin Harbor and presses Next. */
export async function signUpWithPassword(page: Page, { path = "/sign-up", email }: { path?: string; email: string }) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByRole("heading", { name: "Create an Account" }).waitFor();
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Harbor");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

/** Signs up through /sign-up, follows the emailed verification link and waits for onboarding step 1. */
export async function signUpToOnboarding(page: Page, prefix: string): Promise<string> {
  const email = uniqueSignUpEmail(prefix);
  await signUpWithPassword(page, { email });
  await page.waitForURL("**/verify-user-email");
  await page.goto(await verificationLinkFor(email));
  await page.waitForURL("**/onboarding");
  await page.getByRole("heading", { name: "Set a recovery email" }).waitFor();
  return email;
}
