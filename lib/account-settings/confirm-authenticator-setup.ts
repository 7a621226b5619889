import { announceTwoFactorChange } from "@/lib/account-settings/announce-two-factor-change";
import { createRecoveryCodes } from "@/lib/account-settings/create-recovery-codes";
import { AUTHENTICATOR_MESSAGES } from "@/lib/account-settings/two-factor-settings-messages";
import { authenticatorCodeTimeStep } from "@/lib/auth/two-factor/authenticator-code";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

/** A set-up not confirmed within this long starts again (the QR code may have been left on screen). */
export const AUTHENTICATOR_SETUP_MINUTES = 15;
/** Codes tried per user in 15 minutes while confirming a set-up. */
export const AUTHENTICATOR_SETUP_TRIES_PER_15_MINUTES = 10;

const refuse = (message: string, field?: string) =>
  new AppError(AppErrorCode.INVALID_INPUT, message, field ? { field } : {});

/**
 * Second half of adding an authenticator app: the app's current code proves it holds the secret, and from then on
 * sign-in asks for its codes. A member without recovery codes gets ten, returned once (null when they already had
 * some: those keep working). The email is told, in the same transaction.
 */
export async function confirmAuthenticatorSetup({
  userId,
  code,
  ipAddress,
}: {
  userId: string;
  code: string;
  ipAddress: string | null;
}): Promise<{ recoveryCodes: string[] | null }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      authenticatorApp: { select: { id: true, secretEncrypted: true, confirmedAt: true, createdAt: true } },
    },
  });
  const app = user.authenticatorApp;
  if (!app) throw refuse(AUTHENTICATOR_MESSAGES.setupExpired);
  if (app.confirmedAt) throw refuse(AUTHENTICATOR_MESSAGES.alreadySetUp);
  if (app.createdAt.getTime() < Date.now() - AUTHENTICATOR_SETUP_MINUTES * 60_000) {
    throw refuse(AUTHENTICATOR_MESSAGES.setupExpired);
  }
  await consumeRateLimit({
    key: `authenticator-setup:${userId}`,
    limit: AUTHENTICATOR_SETUP_TRIES_PER_15_MINUTES,
    windowSeconds: 15 * 60,
  });
  const timeStep = authenticatorCodeTimeStep({
    secret: decryptSecret(app.secretEncrypted),
    code: code.trim(),
    afterTimeStep: null,
  });
  if (timeStep === null) throw refuse(AUTHENTICATOR_MESSAGES.invalidCode, "code");

  return db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.authenticatorApp.updateMany({
      where: { id: app.id, confirmedAt: null },
      data: { confirmedAt: now, lastUsedTimeStep: timeStep, lastUsedAt: now },
    });
    if (count !== 1) throw refuse(AUTHENTICATOR_MESSAGES.alreadySetUp);
    const hasCodes = (await tx.recoveryCode.count({ where: { userId, usedAt: null } })) > 0;
    const recoveryCodes = hasCodes ? null : await createRecoveryCodes({ tx, userId });
    await announceTwoFactorChange({ tx, userId, email: user.email, change: "authenticator-added", ipAddress });
    return { recoveryCodes };
  });
}
