import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { COACHING_MESSAGES } from "./coaching-rules";
import { coachOwnedSession } from "./coach-owned-session";

/** The coach's private notes on their session: never shown to the member or the employer. */
export async function saveCoachingNotes({
  viewer,
  sessionId,
  privateNotes,
}: {
  viewer: Viewer;
  sessionId: string;
  privateNotes: string;
}): Promise<void> {
  authorize(viewer, "coaching:coach");
  if (privateNotes.length > 10_000) throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notes, { field: "privateNotes" });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await coachOwnedSession(tx, { sessionId, coachUserId: viewer.actor.id });
    await tx.coachingSession.update({ where: { id: sessionId }, data: { privateNotes }, select: { id: true } });
  });
}
