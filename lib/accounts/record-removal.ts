import { recordAuditEvent, type AuditAction } from "@/lib/audit/record-audit-event";
import type { Tx } from "@/lib/db";
import { recalculateUserAttributes } from "@/lib/financial-health/recalculate-user-attributes";

/** Who removes: the member (`userId`), or a coach (`actorUserId`) acting for them. */
export type Remover = { userId: string; actorUserId: string; ipAddress?: string | null };

/**
 * What every removal does after deleting its rows, in the same transaction: the health score, the overview and
 * today's history point are worked out again without the removed rows (earlier days stay as recorded), and the
 * audit log says who removed what. Committing together means a removal is never seen half done.
 */
export async function recordRemoval({
  tx,
  remover,
  action,
  metadata,
}: {
  tx: Tx;
  remover: Remover;
  action: Extract<AuditAction, "financial-account.deleted" | "institution-item.deleted">;
  metadata: Record<string, string | number | boolean | null>;
}): Promise<void> {
  await recalculateUserAttributes({ userId: remover.userId, tx });
  await recordAuditEvent({
    db: tx,
    actorUserId: remover.actorUserId,
    subjectUserId: remover.userId,
    action,
    metadata,
    ipAddress: remover.ipAddress ?? null,
  });
}
