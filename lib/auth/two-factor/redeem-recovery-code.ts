import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb } from "@/lib/db";
import { twoFactorChangedMessage } from "@/lib/emails/two-factor-changed";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { hashRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";

/**
 * Uses up one of the user's recovery codes, if `code` is an unused one. The account's email is told in the same
 * transaction, with how many codes are left: a code used by someone else is the one sign of a stolen sheet of codes.
 */
export async function redeemRecoveryCode({
  userId,
  code,
  ipAddress,
}: {
  userId: string;
  code: string;
  ipAddress: string | null;
}): Promise<boolean> {
  const db = await getDb();
  const codeHash = hashRecoveryCode({ userId, code });
  return db.$transaction(async (tx) => {
    const { count } = await tx.recoveryCode.updateMany({
      where: { userId, codeHash, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count !== 1) return false;
    const [left, user] = await Promise.all([
      tx.recoveryCode.count({ where: { userId, usedAt: null } }),
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
    ]);
    await recordAuditEvent({
      db: tx,
      actorUserId: userId,
      subjectUserId: userId,
      action: "account.two-factor-changed",
      metadata: { change: "recovery-code-used", recoveryCodesLeft: left },
      ipAddress,
    });
    await queueEmail(
      tx,
      twoFactorChangedMessage({ to: user.email, change: "recovery-code-used", recoveryCodesLeft: left, changedAt: new Date() }),
    );
    return true;
  });
}
