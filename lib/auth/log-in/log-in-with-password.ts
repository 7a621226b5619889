import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import { establishSession } from "@/lib/auth/establish-session";
import { verifyCaptchaToken } from "@/lib/auth/verify-captcha-token";
import { EMAIL_OR_PASSWORD_INCORRECT, verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { findPendingLogIn, type PendingLogIn } from "@/lib/auth/log-in/find-pending-log-in";
import { finishPendingLogIn } from "@/lib/auth/log-in/finish-pending-log-in";
import { getSessionPayload, type SessionPayload } from "@/lib/users/get-session-payload";
import { LOG_IN_EXPIRED_MESSAGE } from "@/lib/auth/log-in/log-in-messages";
import { clearPendingLogInCookie } from "@/lib/auth/log-in/pending-log-in-cookie";
import { recordSignInFailure } from "@/lib/auth/log-in/sign-in-throttle";
import { startPendingLogIn } from "@/lib/auth/log-in/start-pending-log-in";
import { isDeviceRemembered } from "@/lib/auth/two-factor/is-device-remembered";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";
import { rememberDevice } from "@/lib/auth/two-factor/remember-device";
import { sendLogInCode } from "@/lib/auth/two-factor/send-log-in-code";
import { findSecondFactors, hasSecondFactor } from "@/lib/auth/two-factor/second-factors";
import { verifySecondFactor } from "@/lib/auth/two-factor/verify-second-factor";

export type LogInOutcome =
  | { kind: "signed-in"; payload: SessionPayload }
  | { kind: "code-required"; email: string; last4PhoneNumber: string | null; hasAuthenticatorApp: boolean };

/**
 * Password log-in (spec 000 §4.1, §4.4). Two ways to reach a session:
 * - email + password (+ code when two-factor is on and this browser is not a remembered device). Without a code the
 *   user gets one by text (unless an authenticator app is set up: its code is asked for instead, and a text only on
 *   request), this browser gets a pending log-in cookie, and the outcome is "code-required". The code may be a text's
 *   code, the authenticator app's or a recovery code (verifySecondFactor).
 * - email + code, no password: the pending log-in cookie stands in for the password the /mfa page never keeps.
 * `rememberThisDevice` (the client's skip2fa) only counts together with a correct code.
 */
export async function logInWithPassword({
  email,
  password,
  code,
  rememberThisDevice,
  captchaToken,
  cookieHeader,
  cookies,
  ipAddress,
  userAgent,
}: {
  email: string;
  password: string | null | undefined;
  code: string | null | undefined;
  rememberThisDevice: boolean;
  captchaToken: string | null | undefined;
  cookieHeader: string | null;
  cookies: ResponseCookies;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<LogInOutcome> {
  const normalizedEmail = email.trim().toLowerCase();
  const step = password ? "password" : "code";
  try {
    await verifyCaptchaToken({ token: captchaToken, ipAddress });
  } catch (error) {
    await recordSignInFailure({ userId: null, step, reason: "captcha", ipAddress });
    throw error;
  }

  let userId: string;
  let pending: PendingLogIn | null = null;
  if (password) {
    ({ userId } = await verifyPasswordSignIn({ email: normalizedEmail, password, ipAddress }));
  } else if (code) {
    pending = await findPendingLogIn({ cookieHeader });
    if (!pending || pending.email !== normalizedEmail) {
      await recordSignInFailure({ userId: pending?.userId ?? null, step, reason: "log-in-expired", ipAddress });
      throw new AppError(AppErrorCode.INVALID_INPUT, LOG_IN_EXPIRED_MESSAGE);
    }
    userId = pending.userId;
  } else {
    throw new AppError(AppErrorCode.INVALID_INPUT, EMAIL_OR_PASSWORD_INCORRECT);
  }

  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const factors = await findSecondFactors({ userId, db });
  const codeDue =
    pending !== null || (hasSecondFactor(factors) && !(await isDeviceRemembered({ userId, cookieHeader })));

  if (codeDue) {
    if (!code) {
      if (factors.phoneNumber && !factors.hasAuthenticatorApp) {
        await sendLogInCode({ userId, phoneNumber: factors.phoneNumber, channel: "sms", ipAddress, reuseRecent: true });
      }
      await startPendingLogIn({ userId, cookies });
      return {
        kind: "code-required",
        email: user.email,
        last4PhoneNumber: lastFourDigits(factors.phoneNumber),
        hasAuthenticatorApp: factors.hasAuthenticatorApp,
      };
    }
    await verifySecondFactor({ userId, code, ipAddress });
    if (pending && !(await finishPendingLogIn({ pendingLogInId: pending.id }))) {
      throw new AppError(AppErrorCode.INVALID_INPUT, LOG_IN_EXPIRED_MESSAGE);
    }
    clearPendingLogInCookie(cookies);
    if (rememberThisDevice) await rememberDevice({ userId, cookies, userAgent, ipAddress });
  }

  await establishSession({ userId, method: "password", cookies, ipAddress, userAgent });
  return { kind: "signed-in", payload: await getSessionPayload({ userId }) };
}
