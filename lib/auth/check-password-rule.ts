import { distance } from "fastest-levenshtein";
import { dictionary } from "@zxcvbn-ts/language-common";

// The server's password rule at sign-up and wherever a password is set (spec 000 §5): at least 8 characters,
// not entirely numeric, not similar to the email, not a commonly used password. The client strength meter is
// separate and stricter; this is the rule the server enforces.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_NOT_STRONG_ENOUGH = "Password not strong enough";

export type PasswordProblem = "too-short" | "entirely-numeric" | "similar-to-email" | "too-common";

const SIMILARITY_THRESHOLD = 0.7;
let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

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

export function findPasswordProblems({ password, email }: { password: string; email?: string }): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("too-short");
  if (/^\d+$/.test(password)) problems.push("entirely-numeric");
  if (email && isSimilarToEmail(password, email)) problems.push("similar-to-email");
  if (isCommon(password)) problems.push("too-common");
  return problems;
}

export function isPasswordAllowed(input: { password: string; email?: string }): boolean {
  return findPasswordProblems(input).length === 0;
}
