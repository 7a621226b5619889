// What /accounts says about each linked bank's connection, in plain words. Pure functions (tested in
// tests/unit/accounts/connection-health.test.ts); the GraphQL fields they read are InstitutionItem's.

export type SyncProblem = "LOGIN_REQUIRED" | "DISCONNECTED" | "PROVIDER_ERROR";

/** How long before the member's consent at the bank runs out the page starts to warn. */
export const CONSENT_WARNING_DAYS = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "Updated just now", "Updated 3 hours ago", "Updated yesterday", "Updated 12 days ago", or never. */
export function lastUpdatedText(lastSyncedAt: string | null, now: Date = new Date()): string {
  if (!lastSyncedAt) return "Not updated yet";
  const elapsed = Math.max(0, now.getTime() - Date.parse(lastSyncedAt));
  if (elapsed < MINUTE) return "Updated just now";
  if (elapsed < HOUR) return `Updated ${plural(Math.floor(elapsed / MINUTE), "minute")} ago`;
  if (elapsed < DAY) return `Updated ${plural(Math.floor(elapsed / HOUR), "hour")} ago`;
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? "Updated yesterday" : `Updated ${plural(days, "day")} ago`;
}

/** What is wrong with the connection and what to do about it; null when nothing is. */
export function problemText(bank: string, problem: SyncProblem | null): string | null {
  switch (problem) {
    case "LOGIN_REQUIRED":
      return `${bank} needs you to sign in again. Until you reconnect, we can't update these accounts.`;
    case "DISCONNECTED":
      return `The connection to ${bank} has ended. Remove it and link it again to keep these accounts up to date.`;
    case "PROVIDER_ERROR":
      return `We couldn't reach ${bank} on the last try. It may be having an outage; we'll keep trying, or you can refresh now.`;
    default:
      return null;
  }
}

/** A warning from 7 days before the member's permission to share the bank's data ends; null otherwise. */
export function consentWarningText(bank: string, consentExpiresAt: string | null, now: Date = new Date()): string | null {
  if (!consentExpiresAt) return null;
  const at = new Date(consentExpiresAt);
  const left = at.getTime() - now.getTime();
  if (left > CONSENT_WARNING_DAYS * DAY) return null;
  if (left <= 0) return `Your permission to share ${bank} data has ended. Reconnect to keep these accounts up to date.`;
  const day = at.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  return `Your permission to share ${bank} data ends on ${day}. Reconnect to keep these accounts up to date.`;
}

/** Reconnect (the provider's update mode) helps when the bank wants a new sign-in or the consent is running out. */
export function needsReconnect(problem: SyncProblem | null, consentWarning: string | null): boolean {
  return problem === "LOGIN_REQUIRED" || consentWarning !== null;
}
