import { getDb } from "@/lib/db";
import { revokeUserSessions } from "@/lib/auth/sessions/revoke-user-sessions";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const WHO_AM_I = "query { authenticationInfo { email } }";

test("a password change ends every other session of the user, including coaches viewing them", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const staff = await createStaffUser(db);
  const current = await sessionCookieFor(user.id);
  const otherDevice = await sessionCookieFor(user.id);
  const coach = await sessionCookieFor(staff.id, { coachedUserId: user.id });
  const unrelated = await sessionCookieFor(staff.id);

  const { revoked } = await revokeUserSessions({ userId: user.id, reason: "password-change", exceptSessionId: current.sessionId });

  expect(revoked).toBe(2);
  expect((await executeGraphQL({ query: WHO_AM_I, cookie: current.cookie })).body.errors).toBeUndefined();
  for (const ended of [otherDevice, coach]) {
    const { body } = await executeGraphQL({ query: WHO_AM_I, cookie: ended.cookie });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  }
  expect((await executeGraphQL({ query: WHO_AM_I, cookie: unrelated.cookie })).body.errors).toBeUndefined();
  const reasons = await db.session.findMany({ where: { revokedAt: { not: null }, userId: { in: [user.id, staff.id] } }, select: { revokedReason: true } });
  expect(reasons.map((row) => row.revokedReason)).toEqual(["password-change", "password-change"]);
});
