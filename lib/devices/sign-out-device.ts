import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { SignedInDeviceKind } from "./list-signed-in-devices";

export const DEVICE_MESSAGES = {
  notFound: "That device is already signed out.",
  thisDevice: "This is the device you are using: sign out from the profile menu instead.",
} as const;

/**
 * 'Sign out' on one row of the member's devices: a session ends at once (its next request is signed out), a remembered
 * device is forgotten (its next sign-in asks for a code). Only the member's own rows; another member's id answers like
 * one already gone. The session in use is not ended from here.
 */
export async function signOutDevice({
  userId,
  sessionId,
  deviceId,
  kind,
  ipAddress,
}: {
  userId: string;
  sessionId: string;
  deviceId: string;
  kind: SignedInDeviceKind;
  ipAddress: string | null;
}): Promise<void> {
  if (kind === "SESSION" && deviceId === sessionId) throw new AppError(AppErrorCode.INVALID_INPUT, DEVICE_MESSAGES.thisDevice);
  const db = await getDb();
  const now = new Date();
  const { count } = await db.$transaction(async (tx) => {
    const ended =
      kind === "SESSION"
        ? await tx.session.updateMany({
            where: { id: deviceId, userId, coachedUserId: null, revokedAt: null },
            data: { revokedAt: now, revokedReason: "signed-out-by-member" },
          })
        : await tx.rememberedDevice.updateMany({ where: { id: deviceId, userId, revokedAt: null }, data: { revokedAt: now } });
    if (ended.count === 1) {
      await recordAuditEvent({
        db: tx,
        actorUserId: userId,
        subjectUserId: userId,
        action: "session.sign-out",
        metadata: { scope: kind === "SESSION" ? "other-session" : "remembered-device" },
        ipAddress,
      });
    }
    return ended;
  });
  if (count === 0) throw new AppError(AppErrorCode.NOT_FOUND, DEVICE_MESSAGES.notFound);
  if (kind === "SESSION") await forgetCachedSession(deviceId);
}
