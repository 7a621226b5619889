import { getDb } from "@/lib/db";
import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";

export type SessionRevocationReason =
  | "logout"
  | "password-change"
  | "password-reset"
  | "coach-mode-exit"
  | "account-recovery"
  | "deactivated"
  | "signed-out-by-member"
  | "coach-access-revoked";

/** Ends one session at once; the next request carrying its cookie is treated as signed out. */
export async function revokeSession({ sessionId, reason }: { sessionId: string; reason: SessionRevocationReason }) {
  const db = await getDb();
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  await forgetCachedSession(sessionId);
}
