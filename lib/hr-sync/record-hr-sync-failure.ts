import "server-only";
import type { Db } from "@/lib/db";

/**
 * A failed sync, or the provider saying the connection is refused: the plan's isFinchSyncFailed (the banner) and,
 * on the connection, why and when; a refused token also marks it for 'Connect again'.
 */
export async function recordHrSyncFailure(
  db: Db,
  { connectionId, planId, message, needsReconnect = false, now = new Date() }: {
    connectionId: string;
    planId: string;
    message: string;
    needsReconnect?: boolean;
    now?: Date;
  },
): Promise<void> {
  await db.$transaction([
    db.hrConnection.update({
      where: { id: connectionId },
      data: { lastAttemptAt: now, lastFailureMessage: message, ...(needsReconnect ? { status: "REAUTH_REQUIRED" as const } : {}) },
    }),
    db.employerPlan.update({ where: { id: planId }, data: { isFinchSyncFailed: true } }),
  ]);
}
