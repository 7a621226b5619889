import { getDb, type Tx } from "@/lib/db";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import type { SessionRevocationReason } from "@/lib/auth/sessions/revoke-session";

/** Ends every session of a user (optionally keeping the caller's own), e.g. after a password change. */
export async function revokeUserSessions({
  userId,
  reason,
  exceptSessionId,
  tx,
}: {
  userId: string;
  reason: SessionRevocationReason;
  exceptSessionId?: string;
  /** Revoke inside the caller's transaction; the caller then calls forgetAllCachedSessions after it commits. */
  tx?: Tx;
}): Promise<{ revoked: number }> {
  const db = tx ?? (await getDb());
  const { count } = await db.session.updateMany({
    where: {
      OR: [{ userId }, { coachedUserId: userId }],
      revokedAt: null,
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  // Forgotten only once the revocation is visible: before a commit, another request could cache the session again.
  if (!tx) await forgetAllCachedSessions();
  return { revoked: count };
}
