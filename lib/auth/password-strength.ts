import { findPasswordProblems, PASSWORD_MIN_LENGTH, type PasswordEstimator } from "@/lib/auth/password-rule";

// The client strength meter of spec 000 §5 / 001 §5 (onboarding and set-password screens): five requirements, and
// the server's own rule (lib/auth/password-rule.ts) on top, so a password the server would refuse as too similar to
// the email or too common is never 'Very Strong'. No server-only imports: forms and components use it.
//
// The rule's zxcvbn estimator and its dictionaries (~240 kB gzipped) are not part of any page's first load: the meter
// calls loadPasswordEstimator() when it mounts, and until that arrives the short list below stands in for them.

let loadedEstimator: PasswordEstimator | null = null;
let estimatorLoad: Promise<PasswordEstimator> | null = null;

/** Loads the server's estimator (lib/auth/password-estimator.ts) once; every later measurement uses it. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimatorLoad ??= import("@/lib/auth/password-estimator").then(({ estimatePassword }) => {
    loadedEstimator = estimatePassword;
    return estimatePassword;
  });
  return estimatorLoad;
}

export function isPasswordEstimatorLoaded(): boolean {
  return loadedEstimator !== null;
}

export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*";

export type PasswordRequirementId = "length" | "uppercase" | "lowercase" | "number" | "special";

export type PasswordRequirement = {
  id: PasswordRequirementId;
  label: string;
  test: (password: string) => boolean;
};

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { id: "length", label: "At least 8 characters", test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", label: "1 uppercase letter", test: (password) => /[A-Z]/.test(password) },
  { id: "lowercase", label: "1 lowercase letter", test: (password) => /[a-z]/.test(password) },
  { id: "number", label: "1 number", test: (password) => /[0-9]/.test(password) },
  {
    id: "special",
    label: "1 special character (! @ # $ % ^ & *)",
    test: (password) => /[!@#$%^&*]/.test(password),
  },
];

/**
 * The common passwords (lower-cased) that a password meeting all five requirements can be: every entry of the
 * common-password list with 8+ characters, a letter, a digit and one of ! @ # $ % ^ & *. The meter's stand-in until
 * the estimator has loaded: it refuses the exact entries at once (the estimator also refuses their variations).
 * A unit test derives it from the list.
 */
export const COMMON_PASSWORDS_MEETING_REQUIREMENTS: ReadonlySet<string> = new Set([
  "p@ssw0rd",
  "l58jkdjp!",
  "!qaz2wsx",
  "1qaz!qaz",
  "1qaz@wsx",
  "p030710p$e4o",
  "!qazxsw2",
  "pa$$w0rd",
  "%e2%82%ac",
  "zaq!2wsx",
]);

/** Labels for 1 to 5 requirements met (spec 000 §5). */
export const PASSWORD_STRENGTH_LABELS = ["Very Weak", "Weak", "Fair", "Strong", "Very Strong"] as const;

export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** What the meter says instead of a strength label when the server's rule would refuse the password. */
export const PASSWORD_RULE_MESSAGES = {
  "similar-to-email": "Too similar to your email",
  "too-common": "Too commonly used",
  "too-guessable": "Too easy to guess",
} as const;

/** What a form's field says for the same refusals: what to do about it (the meter beside it says what is wrong). */
export const PASSWORD_RULE_FIELD_MESSAGES = {
  "similar-to-email": "Choose a password that does not resemble your email.",
  "too-common": "This password is one of the most used. Choose one that is harder to guess.",
  "too-guessable": "Choose a longer password, or one without patterns like repeats or keyboard rows.",
} as const satisfies Record<keyof typeof PASSWORD_RULE_MESSAGES, string>;

export type PasswordRuleRefusal = keyof typeof PASSWORD_RULE_MESSAGES;

export type PasswordStrength = {
  requirements: Array<{ id: PasswordRequirementId; label: string; met: boolean }>;
  /** 0 to 5. */
  score: number;
  /** null while nothing is met (an empty password shows no label). */
  label: PasswordStrengthLabel | null;
  /**
   * Why the server would refuse a password of 8 or more characters that the requirements alone would pass, or
   * null. Shorter passwords are not judged yet: they fail the length requirement anyway.
   */
  refusal: PasswordRuleRefusal | null;
  /** True only when all five requirements are met and the server's rule has nothing against it. */
  isValid: boolean;
};

export function measurePasswordStrength({
  password,
  email,
}: {
  password: string;
  /** The address the account will sign in with; null where there is none (nothing to be similar to). */
  email: string | null;
}): PasswordStrength {
  const requirements = PASSWORD_REQUIREMENTS.map(({ id, label, test }) => ({ id, label, met: test(password) }));
  const score = requirements.filter((requirement) => requirement.met).length;
  const refusal =
    password.length < PASSWORD_MIN_LENGTH
      ? null
      : (findPasswordProblems({
          password,
          email,
          estimator: loadedEstimator,
          commonPasswords: COMMON_PASSWORDS_MEETING_REQUIREMENTS,
        }).find(
          (problem): problem is PasswordRuleRefusal => problem in PASSWORD_RULE_MESSAGES,
        ) ?? null);
  return {
    requirements,
    score,
    label: score === 0 ? null : (PASSWORD_STRENGTH_LABELS[score - 1] ?? null),
    refusal,
    isValid: score === PASSWORD_REQUIREMENTS.length && refusal === null,
  };
}

export function isPasswordStrongEnough(input: { password: string; email: string | null }): boolean {
  return measurePasswordStrength(input).isValid;
}

/**
 * Why a form refuses a new password, or null when the meter accepts it: what to do about the server rule's refusal
 * when there is one, otherwise `unmetMessage` (the five requirements are what is missing).
 */
export function newPasswordProblem(input: { password: string; email: string | null }, unmetMessage: string): string | null {
  const { isValid, refusal } = measurePasswordStrength(input);
  if (isValid) return null;
  return refusal ? PASSWORD_RULE_FIELD_MESSAGES[refusal] : unmetMessage;
}
