import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";
import { recordMemberActivity } from "@/lib/users/record-member-activity";

/** Starts a server-side session; its id travels only inside the encrypted session cookie. */
export async function createSession({
  userId,
  coachedUserId = null,
  coachAccess = null,
  ipAddress = null,
  userAgent = null,
}: {
  userId: string;
  coachedUserId?: string | null;
  /** In coach mode: the grant the session rests on; the session never outlives it. */
  coachAccess?: { grantId: string; endsAt: Date } | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}): Promise<{ id: string; expiresAt: Date }> {
  const db = await getDb();
  const now = new Date();
  const session = await db.session.create({
    data: {
      id: randomBytes(32).toString("base64url"),
      userId,
      coachedUserId,
      coachAccessGrantId: coachAccess?.grantId ?? null,
      ipAddress,
      userAgent: userAgent?.slice(0, 500) ?? null,
      lastSeenAt: now,
      expiresAt: new Date(
        Math.min(now.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000, coachAccess?.endsAt.getTime() ?? Infinity),
      ),
    },
    select: { id: true, expiresAt: true },
  });
  if (!coachedUserId) await recordMemberActivity({ userId, now });
  return session;
}
