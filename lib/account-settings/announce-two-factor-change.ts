import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { Tx } from "@/lib/db";
import { twoFactorChangedMessage, type TwoFactorChange } from "@/lib/emails/two-factor-changed";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";

/** Records a change to the member's second factors in the audit log and tells their email, in the change's transaction. */
export async function announceTwoFactorChange({
  tx,
  userId,
  email,
  change,
  ipAddress,
}: {
  tx: Tx;
  userId: string;
  email: string;
  change: TwoFactorChange;
  ipAddress: string | null;
}): Promise<void> {
  await recordAuditEvent({
    db: tx,
    actorUserId: userId,
    subjectUserId: userId,
    action: "account.two-factor-changed",
    metadata: { change },
    ipAddress,
  });
  await queueEmail(tx, twoFactorChangedMessage({ to: email, change, changedAt: new Date() }));
}
