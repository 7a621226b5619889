import type { Page } from "playwright-core";

/**
 * Signs a staff member in through the staff identity provider, as a person would: the start route, the provider's
 * sign-in page (the built-in local stand-in on test installs), /okta/callback, then the signed-in home. Staff never
 * sign in with a password.
 */
export async function signInAsStaff(page: Page, email: string, { signup = false } = {}): Promise<void> {
  await page.goto(signup ? "/api/auth/okta?signup=true" : "/api/auth/okta");
  await page.getByLabel("Staff email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("Successfully authenticated through Okta. You will be redirected shortly.").waitFor();
  await page.waitForURL("**/health");
}
