import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeOneTimeCode } from "@/lib/auth/two-factor/consume-one-time-code";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";
import { getDb } from "@/lib/db";
import { twoFactorChangedMessage, twoFactorChangedSms, type TwoFactorChange } from "@/lib/emails/two-factor-changed";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail, queueSms } from "@/lib/outgoing-messages/queue-message";
import { TWO_FACTOR_SETTINGS_MESSAGES } from "./two-factor-settings-messages";
import { US_PHONE_NUMBER_MESSAGE, usPhoneNumber } from "./us-phone-number";

/** The provider-style answer (spec 002 §7): 'approved' when the code was right, 'pending' when it was not. */
export type MfaCodeStatus = "approved" | "pending";

const refuse = (message: string, field?: string) =>
  new AppError(AppErrorCode.INVALID_INPUT, message, field ? { field } : {});

/**
 * The second half of a two-factor change (spec 001 §4 steps ENTRY, REMOVE, EDIT, EDIT_ENTRY): the code sent by
 * sendMfaCode to `phoneNumber` proves the member holds that phone, and then
 * - `enable2fa` true: two-factor is on, with codes to this number (turning it on, or a new number while on);
 * - otherwise, with two-factor on and this the number on file: two-factor is off (remembered devices forgotten);
 * - otherwise: this number is stored, proved (a new number while off, or while on).
 * The account's email is told of every change, and a number that stops getting codes is told too, in the same
 * transaction as the change. A wrong code answers 'pending' and costs one of the code's five tries.
 * A member who signs in with Google or their company only proves the number: their identity provider does their
 * two-step verification, so `enable2fa` changes nothing for them.
 */
export async function verifyMfaCode({
  userId,
  code,
  phoneNumber,
  enable2fa,
  ipAddress,
}: {
  userId: string;
  code: string;
  phoneNumber: string;
  enable2fa: boolean | null;
  ipAddress: string | null;
}): Promise<{ status: MfaCodeStatus }> {
  const number = usPhoneNumber(phoneNumber);
  if (!number) throw refuse(US_PHONE_NUMBER_MESSAGE, "phoneNumber");
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, phoneNumber: true, is2faEnabled: true, isSingleSignOn: true },
  });

  const outcome = await consumeOneTimeCode({ userId, purpose: "VERIFY_PHONE", code: code.trim(), phoneNumber: number });
  if (outcome.kind === "wrong") return { status: "pending" };
  if (outcome.kind === "other-number") throw refuse(TWO_FACTOR_SETTINGS_MESSAGES.otherNumber, "phoneNumber");
  if (outcome.kind === "expired") throw refuse(TWO_FACTOR_SETTINGS_MESSAGES.noCode, "code");

  const now = new Date();
  const samePhone = user.phoneNumber === number;
  if (user.isSingleSignOn) {
    await db.user.update({ where: { id: userId }, data: { phoneNumber: number, phoneNumberVerifiedAt: now }, select: { id: true } });
    return { status: "approved" };
  }
  const turnsOff = enable2fa !== true && user.is2faEnabled && samePhone;
  const change: Extract<TwoFactorChange, "enabled" | "disabled" | "phone-changed"> | null = turnsOff
    ? "disabled"
    : enable2fa === true && !user.is2faEnabled
      ? "enabled"
      : user.is2faEnabled && !samePhone
        ? "phone-changed"
        : null;

  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: turnsOff
        ? { is2faEnabled: false, phoneNumberVerifiedAt: now }
        : { phoneNumber: number, phoneNumberVerifiedAt: now, ...(enable2fa === true ? { is2faEnabled: true } : {}) },
      select: { id: true },
    });
    if (turnsOff) {
      await tx.rememberedDevice.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
      // With no second factor left the recovery codes go too: they would come back to life with two-step verification.
      const authenticator = await tx.authenticatorApp.findUnique({ where: { userId }, select: { confirmedAt: true } });
      if (!authenticator?.confirmedAt) await tx.recoveryCode.deleteMany({ where: { userId } });
    }
    if (!change) return;
    await recordAuditEvent({
      db: tx,
      actorUserId: userId,
      subjectUserId: userId,
      action: "account.two-factor-changed",
      metadata: { change, phoneLastFour: lastFourDigits(number) },
      ipAddress,
    });
    await queueEmail(
      tx,
      twoFactorChangedMessage({ to: user.email, change, phoneLastFour: lastFourDigits(number), changedAt: now }),
    );
    if (change !== "enabled" && user.phoneNumber) {
      await queueSms(tx, { to: user.phoneNumber, body: twoFactorChangedSms(change), channel: "sms" });
    }
  });
  return { status: "approved" };
}
