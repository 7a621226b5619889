import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { findPasswordProblems, type PasswordProblem } from "@/lib/auth/password-rule";

// The server's password rule at sign-up and wherever a password is set (spec 000 §5), with the full list of
// ~49,000 common passwords (too large for the browser: the strength meter checks the few that matter to it).

let commonPasswords: ReadonlySet<string> | undefined;

/** The common-password list, lower-cased, built on first use. */
export function getCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).map((password) => password.toLowerCase()));
  return commonPasswords;
}

export function findServerPasswordProblems({ password, email }: { password: string; email?: string }): PasswordProblem[] {
  return findPasswordProblems({ password, email, commonPasswords: getCommonPasswords() });
}

export function isPasswordAllowed(input: { password: string; email?: string }): boolean {
  return findServerPasswordProblems(input).length === 0;
}
