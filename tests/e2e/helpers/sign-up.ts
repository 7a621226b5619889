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
