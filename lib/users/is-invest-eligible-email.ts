import { getAppEnv, getEnv } from "@/lib/env";

/**
 * The email check behind the Invest menu and the investing notification category (spec 001 §6): always true
 * outside production; in production only for the staff domain or the addresses listed in INVEST_ELIGIBLE_EMAILS.
 */
export function isInvestEligibleEmail(email: string): boolean {
  if (getAppEnv() !== "production") return true;
  const env = getEnv();
  const normalized = email.trim().toLowerCase();
  if (normalized.endsWith(`@${env.STAFF_EMAIL_DOMAIN.toLowerCase()}`)) return true;
  return env.INVEST_ELIGIBLE_EMAILS.includes(normalized);
}
