import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { blockCoachTimeSchema } from "./coaching-rules";

const NEEDS_HOURS = "Please set your working hours first.";

/** Blocks a time (holiday, training) so no new session is offered in it; sessions already booked stay. */
export async function blockCoachTime({ viewer, input }: { viewer: Viewer; input: unknown }): Promise<{ id: string }> {
  authorize(viewer, "coaching:coach");
  const data = parseInput(blockCoachTimeSchema, input);
  const db = await getDb();
  const profile = await db.coachProfile.findUnique({ where: { userId: viewer.actor.id }, select: { userId: true } });
  if (!profile) throw new AppError(AppErrorCode.INVALID_INPUT, NEEDS_HOURS, { field: "startsAt" });
  return db.coachBlockedTime.create({ data: { coachUserId: viewer.actor.id, ...data }, select: { id: true } });
}

/** Removes one of the coach's own blocked times. */
export async function unblockCoachTime({ viewer, blockedTimeId }: { viewer: Viewer; blockedTimeId: string }): Promise<void> {
  authorize(viewer, "coaching:coach");
  const db = await getDb();
  const { count } = await db.coachBlockedTime.deleteMany({ where: { id: blockedTimeId, coachUserId: viewer.actor.id } });
  if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, "Blocked time not found.", { field: "blockedTimeId" });
}
