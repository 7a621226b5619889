import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { COACHING_MESSAGES, setCoachAvailabilitySchema } from "./coaching-rules";

/**
 * Replaces the coach's weekly working hours and their time zone. Booked sessions stay as they are: a coach who
 * narrows their hours keeps the sessions already promised.
 */
export async function setCoachAvailability({ viewer, input }: { viewer: Viewer; input: unknown }): Promise<void> {
  authorize(viewer, "coaching:coach");
  const data = parseInput(setCoachAvailabilitySchema, input);
  const sorted = [...data.workingHours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    if (previous.weekday === current.weekday && current.startMinute < previous.endMinute) {
      throw new AppError(AppErrorCode.INVALID_INPUT, COACHING_MESSAGES.workingHours, { field: "workingHours" });
    }
  }
  const coachUserId = viewer.actor.id;
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.coachProfile.upsert({
      where: { userId: coachUserId },
      create: { userId: coachUserId, timeZone: data.timeZone },
      update: { timeZone: data.timeZone },
      select: { userId: true },
    });
    // Under the same row lock as bookings, so a booking checks either the old hours or the new ones.
    await tx.$queryRaw`SELECT "userId" FROM "CoachProfile" WHERE "userId" = ${coachUserId} FOR UPDATE`;
    await tx.coachWorkingHours.deleteMany({ where: { coachUserId } });
    if (sorted.length > 0) await tx.coachWorkingHours.createMany({ data: sorted.map((hours) => ({ ...hours, coachUserId })) });
  });
}
