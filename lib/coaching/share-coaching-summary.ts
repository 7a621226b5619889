import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { COACHING_MESSAGES, shareCoachingSummarySchema } from "./coaching-rules";
import { coachOwnedSession } from "./coach-owned-session";

/**
 * Shares a summary with action items with the member (shown on their /contact). Sharing again replaces the summary and
 * the items the member has not yet turned into goals.
 */
export async function shareCoachingSummary({ viewer, input, now = new Date() }: { viewer: Viewer; input: unknown; now?: Date }): Promise<void> {
  authorize(viewer, "coaching:coach");
  const data = parseInput(shareCoachingSummarySchema, input);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const session = await coachOwnedSession(tx, { sessionId: data.sessionId, coachUserId: viewer.actor.id });
    if (session.status === "CANCELLED") throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notBooked, { field: "sessionId" });
    if (session.startsAt > now) throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.notStarted, { field: "sessionId" });
    await tx.coachingActionItem.deleteMany({ where: { sessionId: session.id, goalId: null } });
    const kept = await tx.coachingActionItem.count({ where: { sessionId: session.id } });
    if (data.actionItems.length > 0) {
      await tx.coachingActionItem.createMany({
        data: data.actionItems.map((text, index) => ({ sessionId: session.id, text, sortOrder: kept + index })),
      });
    }
    await tx.coachingSession.update({
      where: { id: session.id },
      data: { summary: data.summary, summarySharedAt: now },
      select: { id: true },
    });
  });
}
