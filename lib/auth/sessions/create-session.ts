import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "@/lib/auth/session-policy";
import { recordMemberActivity } from "@/lib/users/record-member-activity";

/** Starts a server-side session; its id travels only inside the encrypted session cookie. */
export async function createSession({
  userId,
  coachedUserId = null,
  ipAddress = null,
  userAgent = null,
}: {
  userId: string;
  coachedUserId?: string | null;
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
      ipAddress,
      userAgent: userAgent?.slice(0, 500) ?? null,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000),
    },
    select: { id: true, expiresAt: true },
  });
  if (!coachedUserId) await recordMemberActivity({ userId, now });
  return session;
}
