// The client strength meter of spec 000 §5 / 001 §5 (onboarding and set-password screens). It is stricter than the
// server's password rule (lib/auth/check-password-rule.ts), which the server enforces on its own; this module has no
// server-only imports so forms and components can use it.

export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*";

export type PasswordRequirementId = "length" | "uppercase" | "lowercase" | "number" | "special";

export type PasswordRequirement = {
  id: PasswordRequirementId;
  label: string;
  test: (password: string) => boolean;
};

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { id: "length", label: "At least 8 characters", test: (password) => password.length >= 8 },
  { id: "uppercase", label: "1 uppercase letter", test: (password) => /[A-Z]/.test(password) },
  { id: "lowercase", label: "1 lowercase letter", test: (password) => /[a-z]/.test(password) },
  { id: "number", label: "1 number", test: (password) => /[0-9]/.test(password) },
  {
    id: "special",
    label: "1 special character (! @ # $ % ^ & *)",
    test: (password) => /[!@#$%^&*]/.test(password),
  },
];

/** Labels for 1 to 5 requirements met (spec 000 §5). */
export const PASSWORD_STRENGTH_LABELS = ["Very Weak", "Weak", "Fair", "Strong", "Very Strong"] as const;

export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export type PasswordStrength = {
  requirements: Array<{ id: PasswordRequirementId; label: string; met: boolean }>;
  /** 0 to 5. */
  score: number;
  /** null while nothing is met (an empty password shows no label). */
  label: PasswordStrengthLabel | null;
  /** True only when all five requirements are met. */
  isValid: boolean;
};

export function measurePasswordStrength(password: string): PasswordStrength {
  const requirements = PASSWORD_REQUIREMENTS.map(({ id, label, test }) => ({ id, label, met: test(password) }));
  const score = requirements.filter((requirement) => requirement.met).length;
  return {
    requirements,
    score,
    label: score === 0 ? null : (PASSWORD_STRENGTH_LABELS[score - 1] ?? null),
    isValid: score === PASSWORD_REQUIREMENTS.length,
  };
}

export function isPasswordStrongEnough(password: string): boolean {
  return measurePasswordStrength(password).isValid;
}
