import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueSms } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/rate-limit/consume-rate-limit";
import { siteConfig } from "@/lib/site-config";
import { createOneTimeCode, hashOneTimeCode } from "@/lib/auth/two-factor/one-time-code";
import {
  CODE_MAX_ATTEMPTS,
  codeSendCooldownSeconds,
  CODE_SENDS_PER_DAY,
  CODE_SENDS_PER_HOUR,
  CODE_SENDS_PER_IP_PER_DAY,
  CODE_SENDS_PER_IP_PER_HOUR,
  codeLifetimeSeconds,
  cooldownSecondsLeft,
} from "@/lib/auth/two-factor/two-factor-policy";

export type CodeChannel = "sms" | "call";
/** What a phone code is for: signing in, the second factor of account recovery, or proving a number in settings. */
export type PhoneCodePurpose = "LOGIN" | "RECOVER_ACCOUNT" | "VERIFY_PHONE";

/**
 * Sends a log-in (or recovery) code by text or phone call. Only the newest code of its purpose works: sending one
 * retires the earlier ones. A number gets at most one code per cooldown and a few per hour, as does an account and an
 * IP address, whatever the purpose.
 *
 * `reuseRecent`: the password step calls this on every log-in; when a usable code went out moments ago (a double
 * click, a quick retry) it keeps that code instead of texting again. Otherwise the password step is not held to the
 * cooldown (it needs the password; a user may log out and back in at once), only to the hourly limits.
 */
export async function sendLogInCode({
  userId,
  phoneNumber,
  channel,
  ipAddress,
  reuseRecent = false,
  purpose = "LOGIN",
}: {
  userId: string;
  phoneNumber: string;
  channel: CodeChannel;
  ipAddress: string | null;
  reuseRecent?: boolean;
  purpose?: PhoneCodePurpose;
}): Promise<{ sent: boolean }> {
  const db = await getDb();
  const now = new Date();
  const recent = await db.oneTimeCode.findFirst({
    where: { phoneNumber, createdAt: { gt: new Date(now.getTime() - codeSendCooldownSeconds() * 1000) } },
    orderBy: { createdAt: "desc" },
    select: { userId: true, purpose: true, consumedAt: true, expiresAt: true, attempts: true, createdAt: true },
  });
  if (recent) {
    const usable =
      recent.userId === userId &&
      recent.purpose === purpose &&
      !recent.consumedAt &&
      recent.expiresAt > now &&
      recent.attempts < CODE_MAX_ATTEMPTS;
    if (reuseRecent && usable) return { sent: false };
    if (!reuseRecent) {
      throw new AppError(AppErrorCode.RATE_LIMITED, TOO_MANY_ATTEMPTS_MESSAGE, {
        retryAfterSeconds: Math.max(1, cooldownSecondsLeft(recent.createdAt, now)),
      });
    }
  }

  const hour = 60 * 60;
  const day = 24 * hour;
  for (const [window, perKey, perIp] of [
    [hour, CODE_SENDS_PER_HOUR, CODE_SENDS_PER_IP_PER_HOUR],
    [day, CODE_SENDS_PER_DAY, CODE_SENDS_PER_IP_PER_DAY],
  ] as const) {
    const span = window === hour ? "" : ":day";
    await consumeRateLimit({ key: `log-in-code:send${span}:number:${phoneNumber}`, limit: perKey, windowSeconds: window });
    await consumeRateLimit({ key: `log-in-code:send${span}:user:${userId}`, limit: perKey, windowSeconds: window });
    if (ipAddress) {
      await consumeRateLimit({ key: `log-in-code:send${span}:ip:${ipAddress}`, limit: perIp, windowSeconds: window });
    }
  }

  const code = createOneTimeCode();
  const id = randomUUID();
  // The recovery wording tells a phone owner who did not ask that someone is trying to take the account over.
  const what = purpose === "RECOVER_ACCOUNT" ? "account recovery code" : "verification code";
  // (A settings code reads like a log-in code: both prove the phone is in the member's hands.)
  const body =
    channel === "call"
      ? `Your ${siteConfig.name} ${what} is ${code.split("").join(", ")}. Again: ${code.split("").join(", ")}.`
      : `${code} is your ${siteConfig.name} ${what}. It expires in 10 minutes. Never share it.` +
        (purpose === "RECOVER_ACCOUNT" ? " If you did not ask to recover your account, contact us." : "");
  await db.$transaction(async (tx) => {
    await tx.oneTimeCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: now } });
    await tx.oneTimeCode.create({
      data: {
        id,
        userId,
        purpose,
        channel: channel === "call" ? "VOICE" : "SMS",
        phoneNumber,
        codeHash: hashOneTimeCode({ codeId: id, code }),
        expiresAt: new Date(now.getTime() + codeLifetimeSeconds() * 1000),
      },
      select: { id: true },
    });
    await queueSms(tx, { to: phoneNumber, body, channel: channel === "call" ? "voice" : "sms" });
  });
  return { sent: true };
}
