import { randomUUID } from "node:crypto";
import { createOneTimeCode, hashOneTimeCode } from "@/lib/auth/two-factor/one-time-code";
import { codeLifetimeSeconds, codeSendCooldownSeconds, cooldownSecondsLeft } from "@/lib/auth/two-factor/two-factor-policy";
import { getDb } from "@/lib/db";
import { accountDeletionCodeMessage } from "@/lib/emails/your-data";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/rate-limit/consume-rate-limit";
import { DELETION_CODES_PER_DAY, DELETION_CODES_PER_HOUR, YOUR_DATA_MESSAGES } from "./data-rights-policy";

/**
 * Emails a six-digit code that confirms 'Delete your account' for a member who has no password (Google or the staff
 * provider): an open session alone must not be enough to delete everything. Only the newest code works; one per
 * cooldown and a few an hour and a day per account. The email is a security message (always sent).
 */
export async function sendAccountDeletionCode({ userId }: { userId: string }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (user.passwordHash) throw new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.codeNotNeeded);

  const recent = await db.oneTimeCode.findFirst({
    where: {
      userId,
      purpose: "DELETE_ACCOUNT",
      createdAt: { gt: new Date(now.getTime() - codeSendCooldownSeconds() * 1000) },
    },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  if (recent) {
    throw new AppError(AppErrorCode.RATE_LIMITED, TOO_MANY_ATTEMPTS_MESSAGE, {
      retryAfterSeconds: Math.max(1, cooldownSecondsLeft(recent.createdAt, now)),
    });
  }
  await consumeRateLimit({ key: `deletion-code:send:user:${userId}`, limit: DELETION_CODES_PER_HOUR, windowSeconds: 3600 });
  await consumeRateLimit({ key: `deletion-code:send:day:user:${userId}`, limit: DELETION_CODES_PER_DAY, windowSeconds: 86_400 });

  const code = createOneTimeCode();
  const id = randomUUID();
  await db.$transaction(async (tx) => {
    await tx.oneTimeCode.updateMany({
      where: { userId, purpose: "DELETE_ACCOUNT", consumedAt: null },
      data: { consumedAt: now },
    });
    await tx.oneTimeCode.create({
      data: {
        id,
        userId,
        purpose: "DELETE_ACCOUNT",
        channel: "EMAIL",
        codeHash: hashOneTimeCode({ codeId: id, code }),
        expiresAt: new Date(now.getTime() + codeLifetimeSeconds() * 1000),
      },
      select: { id: true },
    });
    await queueEmail(tx, accountDeletionCodeMessage({ to: user.email, code }));
  });
}
