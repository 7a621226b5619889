import { getDb } from "@/lib/db";
import {
  addPlanAdmin,
  createAdvisorPlan,
  createEmployerPlan,
  createPlanMember,
  createStaffUser,
  createUser,
  PRICING_PLAN_IDS,
  uniqueSuffix,
} from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const OVERVIEW = `query($planId: ID!) {
  planOverview(planId: $planId) {
    id name pricingPlan { id name } seats renewalDate
    administrators { email permission firstName }
    advisors { email }
    roster { added invited verified removed }
    invitationsSent isRosterSyncFailed lastRosterSyncAt canEditContract
  }
}`;
const UPDATE = `mutation($planId: ID!, $seats: Int!, $renewalDate: String) {
  updatePlanContract(planId: $planId, seats: $seats, renewalDate: $renewalDate) { seats renewalDate error errorField }
}`;
const CREATE = `mutation($name: String!, $pricingPlanId: String!, $seats: Int!) {
  createAdvisedPlan(name: $name, pricingPlanId: $pricingPlanId, seats: $seats) { planId error errorField }
}`;
const SEARCH_PLANS = `query($query: String!) { searchEmployerPlans(query: $query) { id name } }`;
const FORBIDDEN = "You do not have permission to do that.";

const cookieOf = async (userId: string, options: { coachedUserId?: string } = {}) => (await sessionCookieFor(userId, options)).cookie;

/** A plan with an owner, an editor, an advisor, and a roster of 2 added, 3 invited, 4 verified, 1 removed. */
async function planWithRoster() {
  const db = await getDb();
  const plan = await createEmployerPlan(db, {
    name: `Lighthouse Schools ${uniqueSuffix()}`,
    pricingPlanId: PRICING_PLAN_IDS.coaching,
    isFinchSyncFailed: true,
    lastRosterSyncAt: new Date("2026-11-20T06:00:00Z"),
  });
  const owner = await createUser(db, { firstName: "Olive" });
  await addPlanAdmin(db, { userId: owner.id, employerPlanId: plan.id, permission: "OWNER" });
  const editor = await createUser(db, { firstName: "Eddie" });
  await addPlanAdmin(db, { userId: editor.id, employerPlanId: plan.id, permission: "EDITOR" });
  const advisor = await createUser(db, { isAdvisor: true });
  await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
  const invitedAt = new Date();
  const rows = [
    ...Array.from({ length: 2 }, () => ({ status: "ADDED" as const })),
    ...Array.from({ length: 3 }, () => ({ status: "INVITED" as const, invitedAt })),
    ...Array.from({ length: 4 }, () => ({ status: "VERIFIED" as const, invitedAt, verifiedAt: invitedAt })),
    { status: "REMOVED" as const, invitedAt },
  ];
  for (const row of rows) await createPlanMember(db, { employerPlanId: plan.id, ...row });
  return { plan, owner, editor, advisor };
}

describe("planOverview", () => {
  test("staff see the tier, seats, renewal, administrators, roster by status, invitations and HR sync state, counted in SQL", async () => {
    const { plan, owner, editor, advisor } = await planWithRoster();
    const db = await getDb();
    const staff = await createStaffUser(db);
    const result = await executeGraphQL<{ planOverview: Record<string, unknown> }>({
      query: OVERVIEW,
      variables: { planId: plan.id },
      cookie: await cookieOf(staff.id),
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.planOverview).toEqual({
      id: plan.id,
      name: plan.name,
      pricingPlan: { id: PRICING_PLAN_IDS.coaching, name: "Financial Wellness Coaching" },
      seats: null,
      renewalDate: null,
      administrators: [
        { email: owner.email, permission: "OWNER", firstName: "Olive" },
        { email: editor.email, permission: "EDITOR", firstName: "Eddie" },
      ],
      advisors: [{ email: advisor.email }],
      roster: { added: 2, invited: 3, verified: 4, removed: 1 },
      invitationsSent: 8,
      isRosterSyncFailed: true,
      lastRosterSyncAt: "2026-11-20T06:00:00.000Z",
      canEditContract: true,
    });
  });

  test("the plan's advisor and plan-success managers read it without editing; another plan's advisor, its owner, a member, a coach and signed-out callers cannot", async () => {
    const { plan, owner, advisor } = await planWithRoster();
    const db = await getDb();
    const manager = await createUser(db, { isPlanSuccessManager: true });
    for (const reader of [advisor, manager]) {
      const read = await executeGraphQL<{ planOverview: { canEditContract: boolean } }>({
        query: OVERVIEW,
        variables: { planId: plan.id },
        cookie: await cookieOf(reader.id),
      });
      expect(read.body.data!.planOverview.canEditContract).toBe(false);
      const update = await executeGraphQL({ query: UPDATE, variables: { planId: plan.id, seats: 10 }, cookie: await cookieOf(reader.id) });
      expect(update.body.errors?.[0]?.message).toBe(FORBIDDEN);
    }
    const otherPlan = await createEmployerPlan(db);
    const otherAdvisor = await createUser(db, { isAdvisor: true });
    await createAdvisorPlan(db, { advisorUserId: otherAdvisor.id, employerPlanId: otherPlan.id });
    const member = await createUser(db);
    await createPlanMember(db, { employerPlanId: plan.id, userId: member.id, status: "VERIFIED" });
    const staff = await createStaffUser(db);
    const refusedCookies = [
      await cookieOf(otherAdvisor.id),
      await cookieOf(owner.id),
      await cookieOf(member.id),
      await cookieOf(staff.id, { coachedUserId: member.id }),
    ];
    for (const cookie of refusedCookies) {
      const update = await executeGraphQL({ query: UPDATE, variables: { planId: plan.id, seats: 10 }, cookie });
      expect(update.body.errors?.[0]?.message).toBe(FORBIDDEN);
    }
    for (const cookie of refusedCookies.slice(0, 3)) {
      const read = await executeGraphQL({ query: OVERVIEW, variables: { planId: plan.id }, cookie });
      expect(read.body.errors?.[0]?.message).toBe(FORBIDDEN);
    }
    const signedOut = await executeGraphQL({ query: OVERVIEW, variables: { planId: plan.id } });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
    expect((await db.employerPlan.findUniqueOrThrow({ where: { id: plan.id } })).seats).toBeNull();
  });
});

describe("updatePlanContract", () => {
  test("staff set seats and the renewal date, validated by the form's schema and audited with before and after", async () => {
    const { plan } = await planWithRoster();
    const db = await getDb();
    const staff = await createStaffUser(db);
    const cookie = await cookieOf(staff.id);
    const bad = await executeGraphQL<{ updatePlanContract: { error: string; errorField: string } }>({
      query: UPDATE,
      variables: { planId: plan.id, seats: 0, renewalDate: null },
      cookie,
    });
    expect(bad.body.data!.updatePlanContract).toMatchObject({
      error: "Please enter the number of employees the plan pays for, from 1 to 1,000,000.",
      errorField: "seats",
    });
    const badDate = await executeGraphQL<{ updatePlanContract: { error: string; errorField: string } }>({
      query: UPDATE,
      variables: { planId: plan.id, seats: 10, renewalDate: "2027-02-30" },
      cookie,
    });
    expect(badDate.body.data!.updatePlanContract).toMatchObject({ error: "Please enter a valid renewal date.", errorField: "renewalDate" });

    const saved = await executeGraphQL<{ updatePlanContract: unknown }>({
      query: UPDATE,
      variables: { planId: plan.id, seats: 250, renewalDate: "2027-07-01" },
      cookie,
    });
    expect(saved.body.data!.updatePlanContract).toEqual({ seats: 250, renewalDate: "2027-07-01", error: null, errorField: null });
    const cleared = await executeGraphQL<{ updatePlanContract: unknown }>({
      query: UPDATE,
      variables: { planId: plan.id, seats: 300, renewalDate: "" },
      cookie,
    });
    expect(cleared.body.data!.updatePlanContract).toMatchObject({ seats: 300, renewalDate: null });
    const audit = await db.auditLog.findMany({
      where: { actorUserId: staff.id, action: "plan.contract-updated" },
      orderBy: { createdAt: "asc" },
      select: { metadata: true },
    });
    expect(audit.map((row) => row.metadata)).toEqual([
      { planId: plan.id, seatsBefore: null, seats: 250, renewalDateBefore: null, renewalDate: "2027-07-01" },
      { planId: plan.id, seatsBefore: 250, seats: 300, renewalDateBefore: "2027-07-01", renewalDate: null },
    ]);
    const missing = await executeGraphQL<{ updatePlanContract: { error: string } }>({
      query: UPDATE,
      variables: { planId: "no-such-plan", seats: 5 },
      cookie,
    });
    expect(missing.body.data!.updatePlanContract.error).toBe("No plan with that id was found.");
  });
});

describe("createAdvisedPlan", () => {
  test("an advisor creates a plan they advise; it is in their plan search and they may read it; the name rules of onboarding apply", async () => {
    const db = await getDb();
    const advisor = await createUser(db, { isAdvisor: true });
    const cookie = await cookieOf(advisor.id);
    const name = `Riverside Charter ${uniqueSuffix()}`;
    const created = await executeGraphQL<{ createAdvisedPlan: { planId: string; error: null } }>({
      query: CREATE,
      variables: { name: `  ${name} `, pricingPlanId: PRICING_PLAN_IDS.platform, seats: 120 },
      cookie,
    });
    expect(created.body.data!.createAdvisedPlan.error).toBeNull();
    const planId = created.body.data!.createAdvisedPlan.planId;
    expect(await db.employerPlan.findUniqueOrThrow({ where: { id: planId } })).toMatchObject({ name, seats: 120 });
    expect(await db.advisorPlan.count({ where: { advisorUserId: advisor.id, employerPlanId: planId } })).toBe(1);
    expect(await db.planAdmin.count({ where: { employerPlanId: planId } })).toBe(0);

    // The same session sees the new advisor plan at once.
    const search = await executeGraphQL<{ searchEmployerPlans: Array<{ id: string }> }>({
      query: SEARCH_PLANS,
      variables: { query: name },
      cookie,
    });
    expect(search.body.data!.searchEmployerPlans).toEqual([{ id: planId, name }]);
    const read = await executeGraphQL({ query: OVERVIEW, variables: { planId }, cookie });
    expect(read.body.errors).toBeUndefined();

    const duplicate = await executeGraphQL<{ createAdvisedPlan: { error: string; errorField: string } }>({
      query: CREATE,
      variables: { name: name.toUpperCase(), pricingPlanId: PRICING_PLAN_IDS.platform, seats: 5 },
      cookie,
    });
    expect(duplicate.body.data!.createAdvisedPlan).toMatchObject({
      error: "There is already a plan with that name. Please choose another one.",
      errorField: "name",
    });
    const invalid = await executeGraphQL<{ createAdvisedPlan: { error: string; errorField: string } }>({
      query: CREATE,
      variables: { name: "", pricingPlanId: PRICING_PLAN_IDS.platform, seats: 5 },
      cookie,
    });
    expect(invalid.body.data!.createAdvisedPlan).toMatchObject({ error: "Please enter the plan's name.", errorField: "name" });
    const audit = await db.auditLog.findMany({ where: { actorUserId: advisor.id, action: "plan.created-by-advisor" } });
    expect(audit).toHaveLength(1);
  });

  test("only advisors outside coach mode may create one", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const manager = await createUser(db, { isPlanSuccessManager: true });
    const member = await createUser(db);
    const advisor = await createUser(db, { isAdvisor: true, isStaff: true });
    const cookies = [
      await cookieOf(staff.id),
      await cookieOf(manager.id),
      await cookieOf(member.id),
      await cookieOf(advisor.id, { coachedUserId: member.id }),
    ];
    for (const cookie of cookies) {
      const refused = await executeGraphQL({
        query: CREATE,
        variables: { name: `Nope ${uniqueSuffix()}`, pricingPlanId: PRICING_PLAN_IDS.platform, seats: 5 },
        cookie,
      });
      expect(refused.body.errors?.[0]?.message).toBe(FORBIDDEN);
    }
    const signedOut = await executeGraphQL({
      query: CREATE,
      variables: { name: `Nope ${uniqueSuffix()}`, pricingPlanId: PRICING_PLAN_IDS.platform, seats: 5 },
    });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
