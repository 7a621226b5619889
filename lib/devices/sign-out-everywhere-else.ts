import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import { readRememberedDeviceToken } from "@/lib/auth/two-factor/remembered-device-cookie";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";

/**
 * 'Sign out everywhere else': every other session of the member ends (Coach Mode views of the account too, as a
 * password change does), and every remembered device but this browser's is forgotten, in one transaction.
 */
export async function signOutEverywhereElse({
  userId,
  sessionId,
  cookieHeader,
  ipAddress,
}: {
  userId: string;
  sessionId: string;
  cookieHeader: string | null;
  ipAddress: string | null;
}): Promise<{ signedOut: number }> {
  const token = readRememberedDeviceToken(cookieHeader);
  const thisDevice = token ? hashToken(token) : null;
  const db = await getDb();
  const signedOut = await db.$transaction(async (tx) => {
    const { revoked } = await revokeUserSessions({ userId, reason: "signed-out-by-member", exceptSessionId: sessionId, tx });
    const forgotten = await tx.rememberedDevice.updateMany({
      where: { userId, revokedAt: null, ...(thisDevice ? { tokenHash: { not: thisDevice } } : {}) },
      data: { revokedAt: new Date() },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: userId,
      subjectUserId: userId,
      action: "session.sign-out",
      metadata: { scope: "everywhere-else", sessions: revoked, rememberedDevices: forgotten.count },
      ipAddress,
    });
    return revoked + forgotten.count;
  });
  await forgetAllCachedSessions();
  return { signedOut };
}
