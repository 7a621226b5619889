import { getDb } from "@/lib/db";
import { recordMemberActivity } from "@/lib/users/record-member-activity";
import type { AdminPermission, Viewer } from "@/lib/authz/viewer";
import {
  cacheSession,
  dropCachedSession,
  readCachedSession,
  sessionCacheGeneration,
} from "@/lib/auth/sessions/session-cache";
import { SESSION_IDLE_TIMEOUT_SECONDS, SESSION_TOUCH_INTERVAL_SECONDS } from "@/lib/auth/session-policy";

type CachedViewer = { viewer: Viewer; expiresAt: number; lastSeenAt: number };

/**
 * The viewer of a live session, or null when the session is unknown, revoked, past its absolute lifetime, idle for
 * longer than the idle limit, or its user is deactivated. Every signed-in request goes through here.
 */
export async function findSessionViewer({ sessionId, userId }: { sessionId: string; userId: string }): Promise<Viewer | null> {
  const now = Date.now();
  const cached = readCachedSession<CachedViewer>(sessionId);
  if (cached && isLive(cached, now)) {
    if (cached.viewer.actor.id !== userId) return null;
    await touchIfDue(cached, now);
    return cached.viewer;
  }

  const generation = sessionCacheGeneration();
  const db = await getDb();
  const session = await db.session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      userId: true,
      expiresAt: true,
      lastSeenAt: true,
      revokedAt: true,
      user: {
        select: {
          id: true,
          email: true,
          isStaff: true,
          isPlanSuccessManager: true,
          isAdvisor: true,
          isCoach: true,
          deactivatedAt: true,
          planAdmins: { select: { employerPlanId: true, permission: true } },
          advisorPlans: { select: { employerPlanId: true } },
        },
      },
      coachedUser: { select: { id: true, email: true, deactivatedAt: true } },
      coachAccessGrant: { select: { id: true, status: true, allowEdits: true, isEmergency: true, expiresAt: true } },
    },
  });
  if (!session || session.revokedAt || session.userId !== userId || session.user.deactivatedAt) {
    dropCachedSession(sessionId);
    return null;
  }
  const { user, coachedUser, coachAccessGrant: grant } = session;
  // Coach mode rests on the member's consent: a coached session whose grant is missing, ended or past its 60
  // minutes is no session at all (issue 14 item 7). Checked here, so on every request, not only in the UI.
  const coaching = Boolean(coachedUser && !coachedUser.deactivatedAt);
  if (coaching && (!grant || grant.status !== "APPROVED" || grant.expiresAt.getTime() <= now)) {
    dropCachedSession(sessionId);
    return null;
  }
  const viewer: Viewer = {
    sessionId: session.id,
    actor: {
      id: user.id,
      email: user.email,
      isStaff: user.isStaff,
      isPlanSuccessManager: user.isPlanSuccessManager,
      isAdvisor: user.isAdvisor,
      isCoach: user.isCoach,
    },
    userId: coachedUser && !coachedUser.deactivatedAt ? coachedUser.id : user.id,
    isCoachMode: Boolean(coachedUser && !coachedUser.deactivatedAt),
    coachedUser: coachedUser && !coachedUser.deactivatedAt ? { id: coachedUser.id, email: coachedUser.email } : null,
    coachAccess:
      coaching && grant
        ? { grantId: grant.id, allowEdits: grant.allowEdits, isEmergency: grant.isEmergency, endsAt: grant.expiresAt }
        : null,
    planPermissions: new Map(
      user.planAdmins.map((admin) => [admin.employerPlanId, admin.permission.toLowerCase() as AdminPermission]),
    ),
    advisorPlanIds: new Set(user.advisorPlans.map((plan) => plan.employerPlanId)),
  };
  const entry: CachedViewer = {
    viewer,
    // The cached entry dies with the coach access too, so the 60 minutes hold to the second.
    expiresAt: Math.min(session.expiresAt.getTime(), coaching && grant ? grant.expiresAt.getTime() : Infinity),
    lastSeenAt: session.lastSeenAt.getTime(),
  };
  if (!isLive(entry, now)) return null;
  cacheSession(sessionId, entry, generation);
  await touchIfDue(entry, now);
  return viewer;
}

function isLive(entry: CachedViewer, now: number): boolean {
  return entry.expiresAt > now && entry.lastSeenAt + SESSION_IDLE_TIMEOUT_SECONDS * 1000 > now;
}

/** Slides the idle window forward, writing at most once a minute per session. */
async function touchIfDue(entry: CachedViewer, now: number): Promise<void> {
  if (now - entry.lastSeenAt < SESSION_TOUCH_INTERVAL_SECONDS * 1000) return;
  entry.lastSeenAt = now;
  const db = await getDb();
  await db.session.updateMany({
    where: { id: entry.viewer.sessionId, revokedAt: null },
    data: { lastSeenAt: new Date(now) },
  });
  if (!entry.viewer.isCoachMode) await recordMemberActivity({ userId: entry.viewer.userId, now: new Date(now) });
}
