import type { Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

import { BOOKING_WINDOW_DAYS, CHANGE_NOTICE_HOURS, COACHING_MESSAGES } from "./coaching-rules";
import { computeAvailableSlots } from "./compute-available-slots";
import { loadCoachSchedules } from "./load-coach-schedules";

const refuse = (message: string, field = "startsAt") => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

/**
 * Inside a booking's transaction: locks the coach's profile row (FOR UPDATE), so a second booking with this coach
 * waits for this one to commit and then sees its session, and checks the slot is still free in the coach's hours.
 * This lock, not the slot list the member saw, is what makes double booking impossible.
 */
export async function claimCoachSlot(
  tx: Tx,
  {
    coachUserId,
    startsAt,
    durationMinutes,
    exceptSessionId,
    now,
  }: { coachUserId: string; startsAt: Date; durationMinutes: number; exceptSessionId?: string; now: Date },
): Promise<{ startsAt: Date; endsAt: Date }> {
  const locked = await tx.$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM "CoachProfile" WHERE "userId" = ${coachUserId} FOR UPDATE`;
  if (locked.length === 0) throw refuse(COACHING_MESSAGES.slotUnavailable);

  const earliest = new Date(now.getTime() + CHANGE_NOTICE_HOURS * 3600_000);
  const latest = new Date(now.getTime() + BOOKING_WINDOW_DAYS * 86_400_000);
  if (startsAt < earliest || startsAt > latest) throw refuse(COACHING_MESSAGES.slotUnavailable);

  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const [schedule] = await loadCoachSchedules(tx, { coachUserIds: [coachUserId], from: startsAt, to: endsAt, exceptSessionId });
  if (!schedule) throw refuse(COACHING_MESSAGES.slotUnavailable);
  const [slot] = computeAvailableSlots({ coaches: [schedule], from: startsAt, to: startsAt, durationMinutes });
  if (slot) return { startsAt: slot.startsAt, endsAt: slot.endsAt };

  const withoutBookings = computeAvailableSlots({
    coaches: [{ ...schedule, busy: [] }],
    from: startsAt,
    to: startsAt,
    durationMinutes,
  });
  // In the coach's hours but taken: most likely someone booked it since the member loaded the times.
  throw refuse(withoutBookings.length > 0 ? COACHING_MESSAGES.slotTaken : COACHING_MESSAGES.slotUnavailable);
}
