import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { COACHING_MESSAGES } from "./coaching-rules";
import { coachOwnedSession } from "./coach-owned-session";

/** The coach records that a session took place (HELD) or the member did not come (NO_SHOW), once it has started. */
export async function markCoachingSession({
  viewer,
  sessionId,
  status,
  now = new Date(),
}: {
  viewer: Viewer;
  sessionId: string;
  status: "HELD" | "NO_SHOW";
  now?: Date;
}): Promise<void> {
  authorize(viewer, "coaching:coach");
  if (status !== "HELD" && status !== "NO_SHOW") throw new AppError(AppErrorCode.INVALID_INPUT, "Please choose held or no-show.", { field: "status" });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const session = await coachOwnedSession(tx, { sessionId, coachUserId: viewer.actor.id });
    if (session.status === "CANCELLED") throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notBooked, { field: "sessionId" });
    if (session.startsAt > now) throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notStarted, { field: "sessionId" });
    await tx.coachingSession.update({ where: { id: sessionId }, data: { status }, select: { id: true } });
  });
}
