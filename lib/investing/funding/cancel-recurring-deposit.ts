import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { FUNDING_MESSAGES } from "./funding-rules";

/** Stops one of the member's recurring deposits; a deposit already on its way is not affected. Stopping twice is fine. */
export async function cancelRecurringDeposit({ viewer, id }: { viewer: Viewer | null; id: string }): Promise<void> {
  authorize(viewer, "investing:trade");
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const schedule = await tx.recurringDeposit.findFirst({
      where: { id, account: { userId: viewer.userId } },
      select: { id: true, cancelledAt: true, account: { select: { accountId: true } } },
    });
    if (!schedule) throw new AppError(AppErrorCode.NOT_FOUND, FUNDING_MESSAGES.notFound, { field: "id" });
    if (schedule.cancelledAt) return;
    await tx.recurringDeposit.update({ where: { id }, data: { cancelledAt: new Date() } });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.recurring-deposit-cancelled",
      metadata: { accountId: schedule.account.accountId, recurringDepositId: id },
    });
  });
}
