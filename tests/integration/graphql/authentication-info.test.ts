import { getDb } from "@/lib/db";
import { SESSION_IDLE_TIMEOUT_SECONDS } from "@/lib/auth/session-policy";
import { forgetAllCachedSessions } from "@/lib/auth/sessions/session-cache";
import {
  addPlanAdmin,
  createAdvisorPlan,
  createEmployerPlan,
  createPlanMember,
  createUser,
  createStaffUser,
} from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const AUTHENTICATION_INFO = `query {
  authenticationInfo {
    id email firstName lastName isUserEmailVerified isVerifiedPlanMember
    matchedPlanMember { workEmail }
    plans { planId planName adminPermission isFinchSyncFailed }
    advisorPlans { planId planName }
    hasInvested isStaff isCoachMode lastOnboardingStep isSkipOnboarding
    recoveryEmail is2faEnabled phoneNumber isSingleSignOn
  }
}`;

type Info = { authenticationInfo: Record<string, unknown> & { plans: Array<Record<string, unknown>> } };

describe("authenticationInfo", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await executeGraphQL({ query: AUTHENTICATION_INFO });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "Please sign in and try again.",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  test("a cookie that is not a valid session token is treated as signed out", async () => {
    const { body } = await executeGraphQL({ query: AUTHENTICATION_INFO, cookie: "next-auth.session-token=forged" });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("describes a verified plan member who also administers another plan", async () => {
    const db = await getDb();
    const user = await createUser(db, { firstName: "Rosa", lastName: "Diaz", isEmailVerified: true, lastOnboardingStep: null });
    const memberPlan = await createEmployerPlan(db, { name: `Harbor Freight Co ${user.id}` });
    await createPlanMember(db, { employerPlanId: memberPlan.id, workEmail: user.email, userId: user.id, status: "VERIFIED" });
    const adminPlan = await createEmployerPlan(db, { owner: user });

    const { cookie } = await sessionCookieFor(user.id);
    const { body } = await executeGraphQL<Info>({ query: AUTHENTICATION_INFO, cookie });

    expect(body.errors).toBeUndefined();
    const info = body.data!.authenticationInfo;
    expect(info).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Rosa",
      lastName: "Diaz",
      isUserEmailVerified: true,
      isVerifiedPlanMember: true,
      matchedPlanMember: null,
      isStaff: false,
      isCoachMode: false,
      lastOnboardingStep: null,
      isSingleSignOn: false,
    });
    expect(info.plans).toEqual(
      expect.arrayContaining([
        { planId: memberPlan.id, planName: memberPlan.name, adminPermission: null, isFinchSyncFailed: false },
        { planId: adminPlan.id, planName: adminPlan.name, adminPermission: "owner", isFinchSyncFailed: false },
      ]),
    );
  });

  test("a new user whose email is on a roster sees the matched plan member, and onboarding at step 1", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const plan = await createEmployerPlan(db);
    await createPlanMember(db, { employerPlanId: plan.id, workEmail: user.email, status: "INVITED" });

    const { cookie } = await sessionCookieFor(user.id);
    const { body } = await executeGraphQL<Info>({ query: AUTHENTICATION_INFO, cookie });
    expect(body.data!.authenticationInfo).toMatchObject({
      isVerifiedPlanMember: false,
      matchedPlanMember: { workEmail: user.email },
      lastOnboardingStep: 1,
      isSkipOnboarding: false,
      plans: [],
    });
  });

  test("lists advisor plans and editor/viewer permissions", async () => {
    const db = await getDb();
    const advisor = await createUser(db, { isAdvisor: true });
    const advised = await createEmployerPlan(db);
    const edited = await createEmployerPlan(db);
    await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: advised.id });
    await addPlanAdmin(db, { userId: advisor.id, employerPlanId: edited.id, permission: "EDITOR" });

    const { cookie } = await sessionCookieFor(advisor.id);
    const { body } = await executeGraphQL<Info>({ query: AUTHENTICATION_INFO, cookie });
    expect(body.data!.authenticationInfo.advisorPlans).toEqual([{ planId: advised.id, planName: advised.name }]);
    expect(body.data!.authenticationInfo.plans).toEqual([
      expect.objectContaining({ planId: edited.id, adminPermission: "editor" }),
    ]);
  });

  test("a revoked, idle or deactivated session is signed out", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);

    const revoked = await sessionCookieFor(staff.id);
    await db.session.update({ where: { id: revoked.sessionId }, data: { revokedAt: new Date() } });

    const idle = await sessionCookieFor(staff.id);
    await db.session.update({
      where: { id: idle.sessionId },
      data: { lastSeenAt: new Date(Date.now() - (SESSION_IDLE_TIMEOUT_SECONDS + 60) * 1000) },
    });
    forgetAllCachedSessions();

    for (const { cookie } of [revoked, idle]) {
      const { body } = await executeGraphQL({ query: AUTHENTICATION_INFO, cookie });
      expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
    }

    const live = await sessionCookieFor(staff.id);
    expect((await executeGraphQL({ query: AUTHENTICATION_INFO, cookie: live.cookie })).body.errors).toBeUndefined();
    await db.user.update({ where: { id: staff.id }, data: { deactivatedAt: new Date() } });
    forgetAllCachedSessions();
    const { body } = await executeGraphQL({ query: AUTHENTICATION_INFO, cookie: live.cookie });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
