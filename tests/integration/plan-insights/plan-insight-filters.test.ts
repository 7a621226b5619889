import { getDb } from "@/lib/db";
import { addPlanAdmin, createEmployerPlan, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The dashboard's filters by department and location (issue 14): offered only for a group of ten or more with ten or
// more others in the plan, small groups withheld together, a value not offered refused like an unknown one, and every
// figure of a filtered view hidden where the rest of the plan's would be small (plan minus group).
useTestDatabase();

const NOT_OFFERED = "That department or location is not one of this plan's filters.";
const FILTERS = `query($planId: ID!) { planInsightFilters(planId: $planId) { departments locations } }`;
const INSIGHTS = `query($planId: ID!, $department: String, $location: String) {
  planInsights(planId: $planId, department: $department, location: $location) {
    funnel { key count } satisfaction { respondents averageScore } trend { month newMembers activeMembers }
  }
}`;

type Insights = {
  funnel: Array<{ key: string; count: number | null }>;
  satisfaction: { respondents: number | null; averageScore: number | null };
  trend: Array<{ month: string; newMembers: number | null; activeMembers: number | null }>;
};

/** Roster rows of one department and location: `joined` of them verified members (active, with a score if given). */
async function addGroup(planId: string, group: { department: string; location?: string; joined?: number; waiting?: number; score?: number }) {
  const db = await getDb();
  for (let i = 0; i < (group.joined ?? 0) + (group.waiting ?? 0); i++) {
    const email = uniqueEmail("filters");
    const joined = i < (group.joined ?? 0);
    const user = joined ? await createUser(db, { email, isEmailVerified: true, lastOnboardingStep: null, lastActiveAt: new Date() }) : null;
    if (user && group.score) {
      const customer = await db.customer.create({ data: { userId: user.id } });
      await db.customerFeedback.create({ data: { customerId: customer.id, netPromoterScore: group.score } });
    }
    await db.planMember.create({
      data: {
        employerPlanId: planId,
        workEmail: email,
        userId: user?.id ?? null,
        status: user ? "VERIFIED" : "ADDED",
        verifiedAt: user ? new Date() : null,
        department: group.department,
        location: group.location ?? null,
      },
    });
  }
}

async function ask<T>(userId: string, query: string, variables: Record<string, unknown>) {
  const { body } = await executeGraphQL<T>({ query, variables, cookie: (await sessionCookieFor(userId)).cookie });
  return body;
}

const stage = (insights: Insights, key: string) => insights.funnel.find((s) => s.key === key)!.count;

async function planWithDepartments() {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  await addGroup(plan.id, { department: "Sales", location: "Austin", joined: 12, score: 8 });
  await addGroup(plan.id, { department: "Finance", location: "Austin", joined: 20 });
  await addGroup(plan.id, { department: "Legal", location: "Dallas", waiting: 9 });
  await addGroup(plan.id, { department: "Support", location: "Dallas", waiting: 11 });
  return { owner, plan };
}

test("a department of 12 is offered and answered; one of 9 is not, nor the next smallest withheld with it", async () => {
  const { owner, plan } = await planWithDepartments();

  const filters = await ask<{ planInsightFilters: { departments: string[]; locations: string[] } }>(owner.id, FILTERS, { planId: plan.id });
  // Legal (9) is small; Support (11) is withheld with it so 'everyone minus the departments shown' is 20, not 9.
  expect(filters.data!.planInsightFilters).toEqual({ departments: ["Finance", "Sales"], locations: ["Austin", "Dallas"] });

  const sales = await ask<{ planInsights: Insights }>(owner.id, INSIGHTS, { planId: plan.id, department: "Sales" });
  expect(sales.errors).toBeUndefined();
  const insights = sales.data!.planInsights;
  expect(stage(insights, "eligible")).toBe(10); // 12, rounded
  expect(stage(insights, "verified")).toBe(10);
  expect(stage(insights, "active30")).toBe(10);
  expect(insights.trend.at(-1)!.newMembers).toBe(10); // the 12 joined this month, the 20 of Finance too
  // All 12 answered, but nobody else in the plan did: the plan's satisfaction minus Sales' would be the rest's (none).
  expect(insights.satisfaction).toEqual({ respondents: null, averageScore: null });
  const whole = await ask<{ planInsights: Insights }>(owner.id, INSIGHTS, { planId: plan.id });
  expect(whole.data!.planInsights.satisfaction).toEqual({ respondents: 10, averageScore: 8 });

  for (const department of ["Legal", "Support", "Marketing"]) {
    const refused = await ask<{ planInsights: Insights }>(owner.id, INSIGHTS, { planId: plan.id, department });
    expect(refused.errors?.[0]?.message).toBe(NOT_OFFERED);
    expect(refused.data).toBeNull();
  }
  const both = await ask(owner.id, INSIGHTS, { planId: plan.id, department: "Sales", location: "Austin" });
  expect(both.errors?.[0]?.message).toBe("Filter by a department or by a location, not both at once.");
});

test("a department whose rest of the plan is under ten is neither offered nor answered", async () => {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  await addGroup(plan.id, { department: "Warehouse", joined: 15 });
  await addGroup(plan.id, { department: "Office", waiting: 8 });

  const filters = await ask<{ planInsightFilters: { departments: string[] } }>(owner.id, FILTERS, { planId: plan.id });
  expect(filters.data!.planInsightFilters.departments).toEqual([]);
  const refused = await ask(owner.id, INSIGHTS, { planId: plan.id, department: "Warehouse" });
  expect(refused.errors?.[0]?.message).toBe(NOT_OFFERED);
});

test("a group that shrinks under ten is refused at once, even while its figures are kept", async () => {
  const { owner, plan } = await planWithDepartments();
  expect((await ask(owner.id, INSIGHTS, { planId: plan.id, department: "Sales" })).errors).toBeUndefined();
  const db = await getDb();
  const sales = await db.planMember.findMany({ where: { employerPlanId: plan.id, department: "Sales" }, take: 3, select: { id: true } });
  await db.planMember.updateMany({ where: { id: { in: sales.map((row) => row.id) } }, data: { status: "REMOVED" } });
  expect((await ask(owner.id, INSIGHTS, { planId: plan.id, department: "Sales" })).errors?.[0]?.message).toBe(NOT_OFFERED);
});

test("the plan's viewer reads the filters; another plan's administrator is refused both", async () => {
  const { plan } = await planWithDepartments();
  const db = await getDb();
  const viewer = await createUser(db, { isEmailVerified: true });
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  expect((await ask<{ planInsightFilters: { departments: string[] } }>(viewer.id, FILTERS, { planId: plan.id })).data!.planInsightFilters.departments).toEqual(["Finance", "Sales"]);
  expect((await ask(viewer.id, INSIGHTS, { planId: plan.id, location: "Dallas" })).errors).toBeUndefined();

  const otherOwner = await createUser(db, { isEmailVerified: true });
  await createEmployerPlan(db, { owner: otherOwner });
  for (const [query, variables] of [[FILTERS, { planId: plan.id }], [INSIGHTS, { planId: plan.id, department: "Sales" }]] as const) {
    expect((await ask(otherOwner.id, query, variables)).errors?.[0]?.message).toBe("You do not have permission to do that.");
  }
});
