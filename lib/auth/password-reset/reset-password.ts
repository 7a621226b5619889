import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { findResetPasswordToken } from "@/lib/auth/password-reset/find-reset-password-token";
import { limitMagicLinkUse } from "@/lib/auth/password-reset/password-reset-limits";
import {
  PASSWORD_NOT_STRONG_ENOUGH_MESSAGE,
  resetPasswordSchema,
  TOKEN_INVALID_MESSAGE,
} from "@/lib/auth/schemas/password-reset-schema";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import type { Viewer } from "@/lib/authz/viewer";
import { hashPassword } from "@/lib/crypto/hash-password";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

const tokenInvalid = () => new AppError(AppErrorCode.INVALID_INPUT, TOKEN_INVALID_MESSAGE);

/**
 * SET_NEW / CONFIRM_NEW -> SUCCESS (spec 000 §4.5). The token is used up in the transaction that stores the new hash,
 * so a link works once even when two requests race. Afterwards every other session and every remembered device of
 * the user ends; a caller signed in as that same user keeps the session they are using.
 */
export async function resetPassword({
  token,
  newPassword,
  viewer,
  ipAddress,
}: {
  token: string;
  newPassword: string;
  viewer: Viewer | null;
  ipAddress: string | null;
}): Promise<{ didUpdate: true }> {
  await limitMagicLinkUse({ flow: "reset-password", ipAddress });
  const parsed = resetPasswordSchema.safeParse({ token, newPassword });
  if (!parsed.success) {
    throw parsed.error.issues[0]?.path[0] === "token"
      ? tokenInvalid()
      : new AppError(AppErrorCode.INVALID_INPUT, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, { field: "newPassword" });
  }

  const account = await findResetPasswordToken({ token });
  if (!account) throw tokenInvalid();
  if (!isPasswordAllowed({ password: newPassword, email: account.email })) {
    throw new AppError(AppErrorCode.INVALID_INPUT, PASSWORD_NOT_STRONG_ENOUGH_MESSAGE, { field: "newPassword" });
  }
  // argon2id takes tens of milliseconds: outside the transaction, so it holds no locks meanwhile.
  const passwordHash = await hashPassword(newPassword);

  const db = await getDb();
  const now = new Date();
  await db.$transaction(async (tx) => {
    const consumed = await consumeAuthToken({ token, purpose: "RESET_PASSWORD", tx });
    if (!consumed || consumed.userId !== account.userId) throw tokenInvalid();
    await tx.user.update({
      where: { id: account.userId },
      data: { passwordHash, passwordChangedAt: now },
    });
    // The link reached this address, which proves the user reads it.
    await tx.user.updateMany({
      where: { id: account.userId, isEmailVerified: false },
      data: { isEmailVerified: true, emailVerifiedAt: now },
    });
    // Any other reset or recovery link still outstanding for this account stops working.
    await tx.authToken.updateMany({
      where: { userId: account.userId, purpose: { in: ["RESET_PASSWORD", "RECOVER_ACCOUNT"] }, usedAt: null },
      data: { usedAt: now },
    });
    await tx.rememberedDevice.updateMany({
      where: { userId: account.userId, revokedAt: null },
      data: { revokedAt: now },
    });
  });

  const ownSession = viewer && !viewer.isCoachMode && viewer.userId === account.userId ? viewer.sessionId : undefined;
  const { revoked } = await revokeUserSessions({
    userId: account.userId,
    reason: "password-reset",
    exceptSessionId: ownSession,
  });
  await recordAuditEvent({
    actorUserId: account.userId,
    subjectUserId: account.userId,
    action: "account.password-reset",
    operation: "resetPassword",
    metadata: { sessionsEnded: revoked },
    ipAddress,
  });
  return { didUpdate: true };
}
