import { getDb } from "@/lib/db";
import { removeExpiredExports } from "@/lib/your-data/remove-expired-exports";

/** The longest rate-limit window in use (demo requests per email per day): an older counter can no longer count. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 24 * 3600;

/** Settled outgoing messages are kept this long for staff to look at. */
export const OUTGOING_MESSAGE_RETENTION_DAYS = 30;

/**
 * The delete-expired-rows job (hourly): rows whose expiry passed and that nothing reads any more, and data exports
 * past their link's life (their files too). Sessions are kept until they expire even when revoked, since the session
 * check reads the revocation.
 */
export async function deleteExpiredRows({ now = new Date() }: { now?: Date } = {}): Promise<Record<string, number>> {
  const db = await getDb();
  const expired = { expiresAt: { lt: now } };
  const [rateLimitCounters, idempotencyRecords, authTokens, oneTimeCodes, pendingLogins, sessions, outgoingMessages, unsubscribeTokens] =
    await Promise.all([
      db.rateLimitCounter.deleteMany({
        where: { windowStart: { lt: new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000) } },
      }),
      db.idempotencyRecord.deleteMany({ where: expired }),
      db.authToken.deleteMany({ where: expired }),
      db.oneTimeCode.deleteMany({ where: expired }),
      db.pendingLogin.deleteMany({ where: expired }),
      db.session.deleteMany({ where: expired }),
      db.outgoingMessage.deleteMany({
        where: {
          status: { in: ["SENT", "FAILED", "UNKNOWN"] },
          createdAt: { lt: new Date(now.getTime() - OUTGOING_MESSAGE_RETENTION_DAYS * 24 * 3600 * 1000) },
        },
      }),
      db.unsubscribeToken.deleteMany({ where: expired }),
    ]);
  const dataExports = await removeExpiredExports({ now });
  return {
    dataExports,
    rateLimitCounters: rateLimitCounters.count,
    idempotencyRecords: idempotencyRecords.count,
    authTokens: authTokens.count,
    oneTimeCodes: oneTimeCodes.count,
    pendingLogins: pendingLogins.count,
    sessions: sessions.count,
    outgoingMessages: outgoingMessages.count,
    unsubscribeTokens: unsubscribeTokens.count,
  };
}
