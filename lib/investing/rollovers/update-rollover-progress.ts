import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { z } from "zod";
import { checkMailedOnSchema, ROLLOVER_MESSAGES } from "./rollover-schema";
import { memberMove, type StepMove } from "./rollover-steps";
import { loadRolloverViews, type RolloverView } from "./rollover-view";

const progressSchema = z.object({
  step: z.enum(["REQUESTED", "CHECK_IN_TRANSIT", "CANCELLED", "DEPOSITED", "INVESTED", "PLAN_FOUND"]),
  checkMailedOn: checkMailedOnSchema,
});

const REFUSALS: Record<Exclude<StepMove, { ok: true }>["reason"], string> = {
  "details-needed": ROLLOVER_MESSAGES.detailsNeeded,
  cancelled: ROLLOVER_MESSAGES.cancelled,
  "past-step": ROLLOVER_MESSAGES.pastStep,
  "not-member-step": ROLLOVER_MESSAGES.notMemberStep,
};

/**
 * The member's own report on a rollover: 'I've requested the rollover' (REQUESTED), 'The check is on its way'
 * (CHECK_IN_TRANSIT, with the day it was mailed when known) or cancelling it. Reporting the step it is already at
 * changes nothing, so a retried click does not move it twice; the steps skipped on the way get the same time.
 */
export async function updateRolloverProgress({
  viewer,
  rolloverId,
  step,
  checkMailedOn,
}: {
  viewer: Viewer | null;
  rolloverId: string;
  step: string;
  checkMailedOn?: string | null;
}): Promise<{ rollover: RolloverView }> {
  authorize(viewer, "investing:open");
  const input = parseInput(progressSchema, { step, checkMailedOn });
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const current = await tx.rollover.findFirst({
      where: { id: rolloverId, account: { userId: viewer.userId } },
      select: { id: true, step: true, requestedAt: true },
    });
    if (!current) throw new AppError(AppErrorCode.NOT_FOUND, ROLLOVER_MESSAGES.notFound);
    const move = memberMove(current.step, input.step);
    if (!move.ok) throw new AppError(AppErrorCode.CONFLICT, REFUSALS[move.reason]);
    if (move.changed) {
      const now = new Date();
      const data =
        input.step === "CANCELLED"
          ? { step: input.step, cancelledAt: now }
          : input.step === "REQUESTED"
            ? { step: input.step, requestedAt: now }
            : { step: input.step, requestedAt: current.requestedAt ?? now, checkInTransitAt: now, checkMailedOn: input.checkMailedOn };
      // The step in the condition: of two concurrent reports, only the first moves the row.
      const moved = await tx.rollover.updateMany({ where: { id: current.id, step: current.step }, data });
      if (moved.count === 1) {
        await recordAuditEvent({
          db: tx,
          actorUserId: viewer.actor.id,
          subjectUserId: viewer.userId,
          action: "investing.rollover-progressed",
          metadata: { rolloverId: current.id, from: current.step, to: input.step },
        });
      }
    }
    const [rollover] = await loadRolloverViews(tx, viewer.userId, { id: current.id });
    return { rollover: rollover! };
  });
}
