import { getDb } from "@/lib/db";
import { addPlanAdmin, createEmployerPlan, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The plan dashboard's figures (issue 14): summed in SQL over the roster, shown only over ten or more members,
// rounded to five, bands suppressed together; readable by the plan's admins, advisors, plan-success managers and
// staff only.
useTestDatabase();

const QUERY = `query($planId: ID!) { planInsights(planId: $planId) {
  minGroupSize countRounding
  funnel { key count }
  trend { month newMembers activeMembers }
  satisfaction { respondents averageScore shareSevenOrMore }
  outcomes { membersWithScore healthBands { label members } emergencyFundShare cardDebtLoweringShare
             membersWithGoals membersCompletedGoal averageScoreChange }
} }`;

type Insights = {
  funnel: Array<{ key: string; count: number | null }>;
  trend: Array<{ month: string; newMembers: number | null; activeMembers: number | null }>;
  satisfaction: { respondents: number | null; averageScore: number | null; shareSevenOrMore: number | null };
  outcomes: {
    membersWithScore: number | null;
    healthBands: Array<{ label: string; members: number | null }>;
    emergencyFundShare: number | null;
    cardDebtLoweringShare: number | null;
    membersWithGoals: number | null;
    membersCompletedGoal: number | null;
    averageScoreChange: number | null;
  };
};

type MemberFigures = { hfhs: number; months?: number; cardDebt?: number; cardDebtBaseline?: number; hfhsBaseline?: number; score?: number; active?: boolean };

/** Verified members of the plan with the stored figures the dashboard sums. */
async function addMembers(planId: string, figures: MemberFigures[]) {
  const db = await getDb();
  for (const figure of figures) {
    const email = uniqueEmail("insights");
    const user = await createUser(db, {
      email,
      isEmailVerified: true,
      lastOnboardingStep: null,
      lastActiveAt: figure.active === false ? null : new Date(),
    });
    const customer = await db.customer.create({
      data: {
        userId: user.id,
        hfhs: figure.hfhs,
        emergencyFundMonths: figure.months ?? null,
        cardDebt: figure.cardDebt ?? null,
        cardDebtBaseline: figure.cardDebtBaseline ?? null,
        hfhsBaseline: figure.hfhsBaseline ?? null,
      },
    });
    await db.planMember.create({
      data: { employerPlanId: planId, userId: user.id, workEmail: email, status: "VERIFIED", invitedAt: new Date(), verifiedAt: new Date() },
    });
    if (figure.score) await db.customerFeedback.create({ data: { customerId: customer.id, netPromoterScore: figure.score } });
  }
}

async function insightsAs(userId: string, planId: string) {
  const { body } = await executeGraphQL<{ planInsights: Insights }>({
    query: QUERY,
    variables: { planId },
    cookie: (await sessionCookieFor(userId)).cookie,
  });
  return body;
}

const stage = (insights: Insights, key: string) => insights.funnel.find((s) => s.key === key)!.count;

test("nine members: every figure about them is hidden", async () => {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  await addMembers(plan.id, Array.from({ length: 9 }, () => ({ hfhs: 55, months: 2, score: 9 })));

  const { data } = await insightsAs(owner.id, plan.id);
  const insights = data!.planInsights;
  expect(stage(insights, "verified")).toBeNull();
  expect(stage(insights, "active30")).toBeNull();
  expect(insights.satisfaction).toEqual({ respondents: null, averageScore: null, shareSevenOrMore: null });
  expect(insights.outcomes.healthBands.every((band) => band.members === null)).toBe(true);
  expect(insights.outcomes.emergencyFundShare).toBeNull();
  // Months nobody joined say nothing about anyone; the month the nine joined is hidden.
  expect(insights.trend.every((month) => (month.newMembers ?? 0) === 0 && month.activeMembers === null)).toBe(true);
  expect(insights.trend.at(-1)!.newMembers).toBeNull();
});

test("twenty-three members: counts rounded to five, shares and averages shown, a small band hidden with its neighbour", async () => {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  await addMembers(plan.id, [
    // 12 in 40–59, 11 in 60–79: the three empty bands are hidden, so the smaller shown band is hidden with them.
    ...Array.from({ length: 12 }, (_, i) => ({ hfhs: 45, months: i < 6 ? 0.5 : 3, cardDebt: 900, cardDebtBaseline: 1000, hfhsBaseline: 40, score: 8 })),
    ...Array.from({ length: 11 }, (_, i) => ({ hfhs: 65, months: i < 6 ? 0.5 : 3, cardDebt: 1200, cardDebtBaseline: 1000, hfhsBaseline: 60, score: i < 10 ? 4 : 9, active: i > 1 })),
  ]);

  const { data, errors } = await insightsAs(owner.id, plan.id);
  expect(errors).toBeUndefined();
  const insights = data!.planInsights;
  expect(stage(insights, "eligible")).toBe(25); // 23 rounded to 5
  expect(stage(insights, "verified")).toBe(25);
  expect(stage(insights, "active30")).toBe(20); // 21
  expect(stage(insights, "linked")).toBeNull(); // nobody linked a bank: 0 is under ten
  // (12 × 8 + 10 × 4 + 9) / 23 = 6.3; 13 of 23 gave 7 or more. Had 20 of 23 done so, the 3 others would be a
  // group of three: that share would be hidden.
  expect(insights.satisfaction).toEqual({ respondents: 25, averageScore: 6.3, shareSevenOrMore: 57 });
  expect(insights.outcomes.healthBands).toEqual([
    { label: "0–19", members: null },
    { label: "20–39", members: null },
    { label: "40–59", members: 10 },
    { label: "60–79", members: null },
    { label: "80–100", members: null },
  ]);
  expect(insights.outcomes.emergencyFundShare).toBe(48); // 11 of 23 with a month or more; 12 without
  expect(insights.outcomes.cardDebtLoweringShare).toBe(52); // 12 of 23
  expect(insights.outcomes.averageScoreChange).toBe(5);
  const thisMonth = insights.trend.at(-1)!;
  expect(thisMonth).toEqual({ month: new Date().toISOString().slice(0, 7), newMembers: 25, activeMembers: null });
});

test("the plan's admins, its advisor, plan-success managers and staff read it; others are refused", async () => {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  const viewer = await createUser(db, { isEmailVerified: true });
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  const advisor = await createUser(db, { isEmailVerified: true, isAdvisor: true });
  await db.advisorPlan.create({ data: { advisorUserId: advisor.id, employerPlanId: plan.id } });
  const successManager = await createUser(db, { isEmailVerified: true, isPlanSuccessManager: true });
  const staff = await createStaffUser(db);
  for (const reader of [owner, viewer, advisor, successManager, staff]) {
    expect((await insightsAs(reader.id, plan.id)).data?.planInsights.funnel).toHaveLength(7);
  }
  const otherOwner = await createUser(db, { isEmailVerified: true });
  await createEmployerPlan(db, { owner: otherOwner });
  const otherAdvisor = await createUser(db, { isEmailVerified: true, isAdvisor: true });
  const member = await createUser(db, { isEmailVerified: true });
  for (const outsider of [otherOwner, otherAdvisor, member]) {
    expect((await insightsAs(outsider.id, plan.id)).errors?.[0]?.message).toBe("You do not have permission to do that.");
  }
  const signedOut = await executeGraphQL({ query: QUERY, variables: { planId: plan.id } });
  expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
