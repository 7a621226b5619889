import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { assertSignInAllowed, recordSignInFailure, recordSignInStepPassed } from "@/lib/auth/log-in/sign-in-throttle";
import { oneTimeCodeMatches } from "@/lib/auth/two-factor/one-time-code";
import type { PhoneCodePurpose } from "@/lib/auth/two-factor/send-log-in-code";
import { CODE_MAX_ATTEMPTS } from "@/lib/auth/two-factor/two-factor-policy";

/** Spec 000 §8 "Code entry": wrong, expired and dead codes all get this message. */
export const INVALID_CODE_MESSAGE = "Invalid code entered";

/**
 * Checks a log-in (or recovery) code against the user's newest one of that purpose. A code works once, for 10
 * minutes, and dies after 5 wrong tries: each try is claimed atomically before the comparison, so parallel guesses
 * cannot share one try. Recovery codes count towards the same per-account delay: both guess the phone's factor.
 */
export async function verifyLogInCode({
  userId,
  code,
  ipAddress,
  purpose = "LOGIN",
}: {
  userId: string;
  code: string;
  ipAddress: string | null;
  purpose?: PhoneCodePurpose;
}): Promise<void> {
  await assertSignInAllowed({ userId, step: "code", ipAddress });
  const invalid = async (reason: "wrong-code" | "expired-code") => {
    await recordSignInFailure({ userId, step: "code", reason, ipAddress });
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_CODE_MESSAGE);
  };

  const db = await getDb();
  const now = new Date();
  const latest = await db.oneTimeCode.findFirst({
    where: { userId, purpose, consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!latest) return invalid("expired-code");
  const claimed = await db.oneTimeCode.updateMany({
    where: { id: latest.id, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return invalid("expired-code");
  if (!/^\d{6}$/.test(code) || !oneTimeCodeMatches({ codeId: latest.id, code, codeHash: latest.codeHash })) {
    return invalid("wrong-code");
  }
  const consumed = await db.oneTimeCode.updateMany({
    where: { id: latest.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (consumed.count !== 1) return invalid("expired-code");
  await recordSignInStepPassed({ userId, step: "code", ipAddress });
}
