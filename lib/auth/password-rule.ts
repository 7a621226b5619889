import { distance } from "fastest-levenshtein";

// The server's password rule (spec 000 §5): at least 8 characters, not entirely numeric, not similar to the email,
// not a commonly used password, where "common" includes the simple changes people make to one (l33t, capitals,
// appended digits or symbols: 'Passw0rd!', 'P@ssword1', 'Summer2024!'). That last part is zxcvbn's guess estimate
// (lib/auth/password-estimator.ts): fewer than 10^MIN_GUESSES_LOG10 guesses is refused. One module for the server
// (lib/auth/check-password-rule.ts) and the strength meter (lib/auth/password-strength.ts), so the meter never calls
// 'Very Strong' what the server then refuses. No server-only imports: it ships to the browser.

export const PASSWORD_MIN_LENGTH = 8;
/**
 * zxcvbn's boundary of score 3 ("safely unguessable"): 10^8 guesses. Compared with the estimate itself rather than
 * the score, which adds a 5-guess margin that would refuse every 8-character password, even one without any pattern
 * (exactly 10^8 + 1 brute-force guesses): the spec's minimum length stays a length a password can have.
 */
export const MIN_GUESSES_LOG10 = 8;

export type PasswordProblem = "too-short" | "entirely-numeric" | "similar-to-email" | "too-common" | "too-guessable";

export type PasswordEstimate = {
  /** log10 of zxcvbn's estimate of the guesses an attacker needs. */
  guessesLog10: number;
  /** Part of the password was found in the common-password list (possibly l33t, reversed or capitalised). */
  matchedCommonPassword: boolean;
  /** Part of the password was found in the user's own inputs (the email). */
  matchedEmail: boolean;
};
export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

const SIMILARITY_THRESHOLD = 0.7;

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

function emailParts(email: string): string[] {
  const normalizedEmail = email.trim().toLowerCase();
  return [normalizedEmail, ...normalizedEmail.split(/[^a-z0-9]+/)].filter((part) => part.length >= 3);
}

function isSimilarToEmail(password: string, email: string): boolean {
  const candidate = password.toLowerCase();
  return emailParts(email).some(
    (part) =>
      similarity(candidate, part) >= SIMILARITY_THRESHOLD || (part.length >= 4 && candidate.includes(part)),
  );
}

/**
 * What the rule finds wrong with a password, in the order above; empty when it is allowed. With an `estimator`
 * (zxcvbn) a guessable password is refused as too common when a common password is part of it, as similar to the
 * email when the email is, and as too guessable otherwise (keyboard walks, repeats). Without one (the browser before
 * the dictionaries have loaded), only the exact, lower-cased entries of `commonPasswords` count as common.
 */
export function findPasswordProblems({
  password,
  email,
  estimator,
  commonPasswords,
}: {
  password: string;
  email: string | null | undefined;
  estimator?: PasswordEstimator | null;
  commonPasswords?: ReadonlySet<string>;
}): PasswordProblem[] {
  const problems = new Set<PasswordProblem>();
  if (password.length < PASSWORD_MIN_LENGTH) problems.add("too-short");
  if (/^\d+$/.test(password)) problems.add("entirely-numeric");
  if (email && isSimilarToEmail(password, email)) problems.add("similar-to-email");
  if (commonPasswords?.has(password.toLowerCase())) problems.add("too-common");
  if (estimator && problems.size === 0) {
    const estimate = estimator(password, email ? emailParts(email) : []);
    if (estimate.guessesLog10 < MIN_GUESSES_LOG10) {
      problems.add(
        estimate.matchedCommonPassword ? "too-common" : estimate.matchedEmail ? "similar-to-email" : "too-guessable",
      );
    }
  }
  return [...problems];
}
