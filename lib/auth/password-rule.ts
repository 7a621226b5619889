import { distance } from "fastest-levenshtein";

// The server's password rule (spec 000 §5): at least 8 characters, not entirely numeric, not similar to the email,
// not a commonly used password. One module for the server (lib/auth/check-password-rule.ts, with the full list of
// common passwords) and the strength meter (lib/auth/password-strength.ts, with the few of them a password meeting
// the meter's five requirements can be), so the meter never calls 'Very Strong' what the server then refuses.
// No server-only imports: it ships to the browser.

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = "too-short" | "entirely-numeric" | "similar-to-email" | "too-common";

const SIMILARITY_THRESHOLD = 0.7;

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

function isSimilarToEmail(password: string, email: string): boolean {
  const candidate = password.toLowerCase();
  const normalizedEmail = email.trim().toLowerCase();
  const parts = [normalizedEmail, ...normalizedEmail.split(/[^a-z0-9]+/)].filter((part) => part.length >= 3);
  return parts.some(
    (part) =>
      similarity(candidate, part) >= SIMILARITY_THRESHOLD || (part.length >= 4 && candidate.includes(part)),
  );
}

/**
 * What the rule finds wrong with a password, in the order above; empty when it is allowed. `commonPasswords` holds
 * lower-cased passwords: a password is common when its lower-cased form is in it.
 */
export function findPasswordProblems({
  password,
  email,
  commonPasswords,
}: {
  password: string;
  email: string | null | undefined;
  commonPasswords: ReadonlySet<string>;
}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("too-short");
  if (/^\d+$/.test(password)) problems.push("entirely-numeric");
  if (email && isSimilarToEmail(password, email)) problems.push("similar-to-email");
  if (commonPasswords.has(password.toLowerCase())) problems.push("too-common");
  return problems;
}
