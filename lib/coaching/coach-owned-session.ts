import type { Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { COACHING_MESSAGES } from "./coaching-rules";

/** Locks one of the coach's own sessions; another coach's session reads as not found. */
export async function coachOwnedSession(tx: Tx, { sessionId, coachUserId }: { sessionId: string; coachUserId: string }) {
  await tx.$queryRaw`SELECT id FROM "CoachingSession" WHERE id = ${sessionId} FOR UPDATE`;
  const session = await tx.coachingSession.findFirst({
    where: { id: sessionId, coachUserId },
    select: { id: true, status: true, startsAt: true, summarySharedAt: true },
  });
  if (!session) throw new AppError(AppErrorCode.NOT_FOUND, COACHING_MESSAGES.notFound, { field: "sessionId" });
  return session;
}
