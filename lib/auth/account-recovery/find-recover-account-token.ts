import { findValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";
import { getDb } from "@/lib/db";

export type RecoverAccountTokenDetails = {
  isTokenValid: boolean;
  userEmail: string | null;
  recoveryEmail: string | null;
};

export type RecoverableAccount = { userId: string; userEmail: string; recoveryEmail: string };

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The account a recovery link may still change, or null: the token is unused, unexpired and of the recovery purpose,
 * the account is active and its recovery email is still the address the link was sent to.
 */
export async function findRecoverableAccount({ token }: { token: string }): Promise<RecoverableAccount | null> {
  const valid = await findValidAuthToken({ token, purpose: "RECOVER_ACCOUNT" });
  if (!valid) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: valid.userId },
    select: { id: true, email: true, recoveryEmail: true, deactivatedAt: true },
  });
  if (!user || user.deactivatedAt || !user.recoveryEmail || !sameEmail(valid.email, user.recoveryEmail)) return null;
  return { userId: user.id, userEmail: user.email, recoveryEmail: user.recoveryEmail.toLowerCase() };
}

/** recoverAccountTokenDetails(token): the addresses the recovery screens check the new ones against. */
export async function findRecoverAccountTokenDetails({ token }: { token: string }): Promise<RecoverAccountTokenDetails> {
  const account = await findRecoverableAccount({ token });
  if (!account) return { isTokenValid: false, userEmail: null, recoveryEmail: null };
  return { isTokenValid: true, userEmail: account.userEmail, recoveryEmail: account.recoveryEmail };
}
