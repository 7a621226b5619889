import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/crypto/hash-password";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

// Server messages of spec 000 §8 "Login"; the log-in screen maps each to its longer text.
export const EMAIL_OR_PASSWORD_INCORRECT = "Email or password is incorrect";
export const PASSWORD_AUTH_NOT_PERMITTED = "Password authentication not permitted";
export const ACCOUNT_DEACTIVATED = "Account has been deactivated";

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password. Unknown emails cost the same hashing work as known ones, so response time does not
 * reveal who has an account; attempts are rate-limited per email and per address.
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
  await consumeRateLimit({ key: `password-sign-in:email:${normalizedEmail}`, limit: 10, windowSeconds: 15 * 60 });
  if (ipAddress) await consumeRateLimit({ key: `password-sign-in:ip:${ipAddress}`, limit: 100, windowSeconds: 15 * 60 });

  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: normalizedEmail },
    select: { id: true, passwordHash: true, deactivatedAt: true },
  });
  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    throw new AppError(AppErrorCode.INVALID_INPUT, EMAIL_OR_PASSWORD_INCORRECT);
  }
  if (!user.passwordHash) throw new AppError(AppErrorCode.INVALID_INPUT, PASSWORD_AUTH_NOT_PERMITTED);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(AppErrorCode.INVALID_INPUT, EMAIL_OR_PASSWORD_INCORRECT);
  }
  if (user.deactivatedAt) throw new AppError(AppErrorCode.FORBIDDEN, ACCOUNT_DEACTIVATED);
  return { userId: user.id };
}
