import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { STAFF_DATA_RIGHTS_MESSAGES } from "./data-rights-policy";
import { deletionWaitingReason } from "./deletion-waiting-reason";
import { legalHoldSchema, type LegalHoldFormInput } from "./legal-hold-schema";

export type LegalHoldState = { legalHoldAt: Date | null; legalHoldReason: string | null };

/**
 * Staff set or lift a legal hold on a customer (`User.legalHoldAt`), always with a written reason, audited with it.
 * While held, a deletion request is recorded for staff instead of carried out. A deletion request already waiting
 * for staff shows the member the reason that now applies (the hold, or an open investing account); once nothing
 * stands in the way it keeps waiting until staff complete it (completeDeletionRequest).
 */
export async function setLegalHold({
  viewer,
  userId,
  input,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  userId: string;
  input: LegalHoldFormInput;
  ipAddress?: string | null;
}): Promise<LegalHoldState> {
  authorize(viewer, "customers:manage");
  const { onHold, reason } = parseInput(legalHoldSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ legalHoldAt: Date | null; email: string }>>`
      SELECT "legalHoldAt", "email" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (!user) throw new AppError(AppErrorCode.NOT_FOUND, "No customer with that id was found.");
    if (!onHold && !user.legalHoldAt) {
      throw new AppError(AppErrorCode.INVALID_INPUT, STAFF_DATA_RIGHTS_MESSAGES.noHoldToLift);
    }
    const updated = await tx.user.update({
      where: { id: userId },
      data: onHold
        ? { legalHoldAt: user.legalHoldAt ?? new Date(), legalHoldReason: reason }
        : { legalHoldAt: null, legalHoldReason: null },
      select: { legalHoldAt: true, legalHoldReason: true },
    });
    const waitingReason = await deletionWaitingReason({ tx, userId });
    if (waitingReason) {
      await tx.dataRightsRequest.updateMany({
        where: { userId, kind: "DELETE", status: "PENDING", waitingReason: { not: null } },
        data: { waitingReason },
      });
    }
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: userId,
      action: onHold ? "customer.legal-hold-set" : "customer.legal-hold-lifted",
      operation: "setLegalHold",
      metadata: { reason },
      ipAddress,
    });
    return updated;
  });
}
