import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { getDb } from "@/lib/db";

/**
 * A changed plan permission takes effect on the person's next request, not after the session cache's few seconds:
 * their live sessions are looked up again in every process.
 */
export async function forgetAdminSessions(userId: string): Promise<void> {
  const db = await getDb();
  const sessions = await db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  for (const session of sessions) await forgetCachedSession(session.id);
}
