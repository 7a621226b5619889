import { findValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";
import { getDb } from "@/lib/db";

/**
 * The account a reset link may still change, or null: the token is unused, unexpired and of the reset purpose, the
 * account is active and its email is still the one the link was sent to.
 */
export async function findResetPasswordToken({
  token,
}: {
  token: string;
}): Promise<{ userId: string; email: string } | null> {
  const valid = await findValidAuthToken({ token, purpose: "RESET_PASSWORD" });
  if (!valid) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: valid.userId },
    select: { id: true, email: true, deactivatedAt: true },
  });
  if (!user || user.deactivatedAt || (valid.email !== null && valid.email !== user.email)) return null;
  return { userId: user.id, email: user.email };
}
