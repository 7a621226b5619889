import { getDb } from "@/lib/db";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import type { SessionRevocationReason } from "@/lib/auth/sessions/revoke-session";

/** Ends every session of a user (optionally keeping the caller's own), e.g. after a password change. */
export async function revokeUserSessions({
  userId,
  reason,
  exceptSessionId,
}: {
  userId: string;
  reason: SessionRevocationReason;
  exceptSessionId?: string;
}): Promise<{ revoked: number }> {
  const db = await getDb();
  const { count } = await db.session.updateMany({
    where: {
      OR: [{ userId }, { coachedUserId: userId }],
      revokedAt: null,
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  forgetAllCachedSessions();
  return { revoked: count };
}
