import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { BOOKING_WINDOW_DAYS, CHANGE_NOTICE_HOURS, COACHING_MESSAGES } from "./coaching-rules";
import { computeAvailableSlots, oneSlotPerTime, type AvailableSlot } from "./compute-available-slots";
import { hasCoachingPlan } from "./has-coaching-plan";
import { loadCoachSchedules } from "./load-coach-schedules";

/**
 * The start times a member can book a session of `durationMinutes` at, from 24 hours to four weeks ahead, one per time
 * (the first free coach). `exceptSessionId` (the member's own session being moved) frees its own time.
 */
export async function listCoachingSlots({
  viewer,
  durationMinutes,
  exceptSessionId,
  now = new Date(),
}: {
  viewer: Viewer;
  durationMinutes: number;
  exceptSessionId?: string | null;
  now?: Date;
}): Promise<AvailableSlot[]> {
  authorize(viewer, "coaching:read");
  if (durationMinutes !== 30 && durationMinutes !== 60) {
    throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.duration, { field: "durationMinutes" });
  }
  const db = await getDb();
  if (!(await hasCoachingPlan(db, viewer.userId))) return [];
  const ownSession = exceptSessionId
    ? await db.coachingSession.findFirst({ where: { id: exceptSessionId, memberUserId: viewer.userId }, select: { id: true } })
    : null;
  const from = new Date(now.getTime() + CHANGE_NOTICE_HOURS * 3600_000);
  const to = new Date(now.getTime() + BOOKING_WINDOW_DAYS * 86_400_000);
  const coaches = await loadCoachSchedules(db, { from, to, exceptSessionId: ownSession?.id });
  return oneSlotPerTime(computeAvailableSlots({ coaches, from, to, durationMinutes }));
}
