import "server-only";
import { estimatePassword } from "@/lib/auth/password-estimator";
import { findPasswordProblems, type PasswordProblem } from "@/lib/auth/password-rule";

// The server's password rule at sign-up and wherever a password is set (spec 000 §5), with zxcvbn and its full
// dictionaries (the strength meter loads the same estimator on demand).

export function findServerPasswordProblems({ password, email }: { password: string; email?: string }): PasswordProblem[] {
  return findPasswordProblems({ password, email, estimator: estimatePassword });
}

export function isPasswordAllowed(input: { password: string; email?: string }): boolean {
  return findServerPasswordProblems(input).length === 0;
}
