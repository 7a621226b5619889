import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getAuthenticationInfo } from "@/lib/users/get-authentication-info";
import {
  addPlanAdmin,
  createAdvisorPlan,
  createCustomer,
  createEmployerPlan,
  createInvestingAccount,
  createPlanMember,
  createUser,
  uniqueEmail,
} from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// getAuthenticationInfo reads everything in one SQL statement (getSql); these are the cases its joins decide.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function viewerOf(user: { id: string; email: string }): Viewer {
  return {
    sessionId: "session",
    actor: { id: user.id, email: user.email, isStaff: false, isPlanSuccessManager: false, isAdvisor: false, isCoach: false },
    userId: user.id,
    isCoachMode: false,
    coachedUser: null,
    coachAccess: null,
    planPermissions: new Map(),
    advisorPlanIds: new Set(),
  };
}

test("the roster entry waiting for a work email of the user: the oldest one still ADDED or INVITED", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  const workEmail = uniqueEmail("work", "employer.example");
  await db.employment.create({ data: { customerId: customer.id, workProvidedEmail: workEmail } });
  const plan = await createEmployerPlan(db);
  const other = await createEmployerPlan(db);
  const third = await createEmployerPlan(db);
  await createPlanMember(db, { employerPlanId: third.id, workEmail, status: "REMOVED" });
  const oldest = await createPlanMember(db, { employerPlanId: plan.id, workEmail, status: "INVITED", createdAt: minutesAgo(5) });
  await createPlanMember(db, { employerPlanId: other.id, workEmail });

  const info = await getAuthenticationInfo({ viewer: viewerOf(user) });

  expect(info.isVerifiedPlanMember).toBe(false);
  expect(info.matchedPlanMember).toEqual({ id: oldest.id, workEmail });
  expect(info.plans).toEqual([]);
  expect(info.hasInvested).toBe(false);
});

test("a verified member has no matched entry; plans list memberships, then administered plans (admin wins)", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const memberPlan = await createEmployerPlan(db, { isFinchSyncFailed: true });
  const bothPlan = await createEmployerPlan(db);
  const advised = await createEmployerPlan(db);
  const verified = { userId: user.id, status: "VERIFIED" } as const;
  await createPlanMember(db, { employerPlanId: memberPlan.id, ...verified, createdAt: minutesAgo(5) });
  await createPlanMember(db, { employerPlanId: bothPlan.id, ...verified, createdAt: minutesAgo(1) });
  await createPlanMember(db, { employerPlanId: advised.id, workEmail: uniqueEmail("x"), status: "ADDED" });
  await addPlanAdmin(db, { userId: user.id, employerPlanId: bothPlan.id, permission: "EDITOR" });
  await createAdvisorPlan(db, { advisorUserId: user.id, employerPlanId: advised.id });
  await createInvestingAccount(db, { userId: user.id, state: "PENDING" });

  const info = await getAuthenticationInfo({ viewer: viewerOf(user) });

  expect(info.isVerifiedPlanMember).toBe(true);
  expect(info.matchedPlanMember).toBeNull();
  expect(info.plans).toEqual([
    { planId: memberPlan.id, planName: memberPlan.name, adminPermission: null, isFinchSyncFailed: true },
    { planId: bothPlan.id, planName: bothPlan.name, adminPermission: "editor", isFinchSyncFailed: false },
  ]);
  expect(info.advisorPlans).toEqual([{ planId: advised.id, planName: advised.name }]);
  expect(info.hasInvested).toBe(false);

  await createInvestingAccount(db, { userId: user.id, state: "ACTIVE" });
  expect((await getAuthenticationInfo({ viewer: viewerOf(user) })).hasInvested).toBe(true);
});

test("an unknown user is asked to sign in again", async () => {
  const user = { id: "no-such-user", email: "nobody@example.com" };
  await expect(getAuthenticationInfo({ viewer: viewerOf(user) })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
});
