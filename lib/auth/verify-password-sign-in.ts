import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/crypto/hash-password";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import {
  assertSignInAllowed,
  MAX_FAILURES_PER_HOUR,
  recordSignInFailure,
  recordSignInStepPassed,
} from "@/lib/auth/log-in/sign-in-throttle";

// Server messages of spec 000 §8 "Login"; the log-in screen maps each to its longer text.
export const EMAIL_OR_PASSWORD_INCORRECT = "Email or password is incorrect";
export const PASSWORD_AUTH_NOT_PERMITTED = "Password authentication not permitted";
export const ACCOUNT_DEACTIVATED = "Account has been deactivated";
/** Provider staff must use the staff identity provider (spec 000 §6); the screen says 'Mariner employees must ...'. */
export const OKTA_AUTH_REQUIRED = "Okta authentication required";

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password. Unknown emails cost the same hashing work as known ones, so response time does not
 * reveal who has an account. Attempts are limited per address and per email, and a known account's failures slow
 * further attempts (lib/auth/log-in/sign-in-throttle.ts). Every failure is written to the audit log with its reason.
 */
export async function verifyPasswordSignIn({
  email,
  password,
  ipAddress,
}: {
  email: string;
  password: string;
  ipAddress: string | null;
}): Promise<{ userId: string }> {
  const normalizedEmail = email.trim().toLowerCase();
  const fail = async (userId: string | null, reason: Parameters<typeof recordSignInFailure>[0]["reason"], error: AppError) => {
    await recordSignInFailure({ userId, step: "password", reason, ipAddress });
    throw error;
  };

  if (isStaffEmail(normalizedEmail)) {
    return fail(null, "staff-email", new AppError(AppErrorCode.FORBIDDEN, OKTA_AUTH_REQUIRED));
  }

  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: normalizedEmail },
    select: { id: true, passwordHash: true, deactivatedAt: true },
  });
  await assertSignInAllowed({ userId: user?.id ?? null, step: "password", ipAddress });
  // Unknown emails have no account to slow down; this cap keeps one address from being hammered regardless.
  await consumeRateLimit({
    key: `sign-in:password:email:${normalizedEmail}`,
    limit: MAX_FAILURES_PER_HOUR,
    windowSeconds: 60 * 60,
  }).catch((error: AppError) => fail(user?.id ?? null, "rate-limited", error));

  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    return fail(null, "unknown-email", new AppError(AppErrorCode.INVALID_INPUT, EMAIL_OR_PASSWORD_INCORRECT));
  }
  if (!user.passwordHash) {
    return fail(user.id, "password-not-permitted", new AppError(AppErrorCode.INVALID_INPUT, PASSWORD_AUTH_NOT_PERMITTED));
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    return fail(user.id, "wrong-password", new AppError(AppErrorCode.INVALID_INPUT, EMAIL_OR_PASSWORD_INCORRECT));
  }
  if (user.deactivatedAt) {
    return fail(user.id, "deactivated", new AppError(AppErrorCode.FORBIDDEN, ACCOUNT_DEACTIVATED));
  }
  await recordSignInStepPassed({ userId: user.id, step: "password", ipAddress });
  return { userId: user.id };
}
