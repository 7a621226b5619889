import { z } from "zod";
import { MFA_CODE_PATTERN, RECOVERY_CODE_PATTERN, withoutCodeSeparators } from "./log-in-rules";

export * from "./log-in-rules";

// One schema for the log-in form and the server (spec 000 §2.3, §5).
export const logInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email").email("Please enter a valid email address"),
  password: z.string().min(1, "Please enter your password"),
});

export type LogInInput = z.infer<typeof logInSchema>;

/** The code screen (spec 000 §2.5, §5): six digits; the Next button stays disabled until then. */
export const mfaCodeSchema = z.object({
  code: z.string().regex(MFA_CODE_PATTERN, "Enter the six digits of the code"),
  rememberDevice: z.boolean(),
});

export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** A recovery code as typed at /mfa or in account recovery: ten letters and digits, a dash or spaces allowed. */
export const recoveryCodeField = z
  .string()
  .transform(withoutCodeSeparators)
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, "Enter the 10 characters of a recovery code"));
