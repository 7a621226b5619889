import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please try again later";

/**
 * Counts one attempt against `key` in a fixed window and refuses once `limit` is passed. Stored in the database so
 * every app instance shares the count. Used for everything that sends a message or checks a secret.
 */
export async function consumeRateLimit({
  key,
  limit,
  windowSeconds,
}: {
  key: string;
  limit: number;
  windowSeconds: number;
}): Promise<{ remaining: number }> {
  const db = await getDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
    VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  const count = Number(row?.count ?? limit + 1);
  if (count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
    throw new AppError(AppErrorCode.RATE_LIMITED, TOO_MANY_ATTEMPTS_MESSAGE, { retryAfterSeconds });
  }
  return { remaining: limit - count };
}
