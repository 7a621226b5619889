import { confirmCurrentPassword } from "@/lib/account-settings/confirm-current-password";
import { consumeOneTimeCode } from "@/lib/auth/two-factor/consume-one-time-code";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { YOUR_DATA_MESSAGES } from "./data-rights-policy";

/**
 * Proves the person deleting the account is its owner: the current password, or for a member without one (single
 * sign-on) the code emailed by sendAccountDeletionCode. Throws with the field (currentPassword or code) to mark.
 */
export async function confirmDeletionIdentity({
  userId,
  currentPassword,
  code,
}: {
  userId: string;
  currentPassword: string | null | undefined;
  code: string | null | undefined;
}): Promise<void> {
  const db = await getDb();
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (passwordHash) return confirmCurrentPassword({ userId, currentPassword });

  const typed = code?.trim();
  if (!typed) throw new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.codeRequired, { field: "code" });
  const outcome = await consumeOneTimeCode({ userId, purpose: "DELETE_ACCOUNT", code: typed });
  if (outcome.kind === "used") return;
  const message = outcome.kind === "wrong" ? YOUR_DATA_MESSAGES.codeInvalid : YOUR_DATA_MESSAGES.codeExpired;
  throw new AppError(AppErrorCode.INVALID_INPUT, message, { field: "code" });
}
