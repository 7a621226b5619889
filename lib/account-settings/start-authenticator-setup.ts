import QRCode from "qrcode";
import { confirmCurrentPassword } from "@/lib/account-settings/confirm-current-password";
import { AUTHENTICATOR_MESSAGES, TWO_FACTOR_SETTINGS_MESSAGES } from "@/lib/account-settings/two-factor-settings-messages";
import { authenticatorUri, newAuthenticatorSecret } from "@/lib/auth/two-factor/authenticator-code";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export type AuthenticatorSetup = {
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
  /** The QR code of otpauthUri as an SVG document, drawn here so the browser loads no QR library. */
  qrCodeSvg: string;
};

/**
 * First half of adding an authenticator app: after the current password, a new secret is stored (encrypted,
 * unconfirmed) and returned once as a QR code and as text. Nothing changes at sign-in until confirmAuthenticatorSetup
 * proves the app holds it; starting again replaces an unconfirmed secret.
 */
export async function startAuthenticatorSetup({
  userId,
  currentPassword,
}: {
  userId: string;
  currentPassword: string | null | undefined;
}): Promise<AuthenticatorSetup> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, isSingleSignOn: true, authenticatorApp: { select: { confirmedAt: true } } },
  });
  if (user.isSingleSignOn) throw new AppError(AppErrorCode.INVALID_INPUT, TWO_FACTOR_SETTINGS_MESSAGES.singleSignOn);
  if (user.authenticatorApp?.confirmedAt) {
    throw new AppError(AppErrorCode.INVALID_INPUT, AUTHENTICATOR_MESSAGES.alreadySetUp);
  }
  await confirmCurrentPassword({ userId, currentPassword });

  const secret = newAuthenticatorSecret();
  const secretEncrypted = encryptSecret(secret);
  // Only an unconfirmed row is replaced: a confirmation racing this start keeps its app.
  await db.$transaction(async (tx) => {
    await tx.authenticatorApp.deleteMany({ where: { userId, confirmedAt: null } });
    await tx.authenticatorApp.create({ data: { userId, secretEncrypted }, select: { id: true } });
  });
  const otpauthUri = authenticatorUri({ secret, email: user.email });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUri, qrCodeSvg };
}
