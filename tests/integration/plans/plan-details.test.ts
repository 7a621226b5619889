import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getCustomerSummary } from "@/lib/customers/get-customer-summary";
import { getDb } from "@/lib/db";
import {
  addPlanAdmin,
  createEmployerPlan,
  createPlanMember,
  createStaffUser,
  createUser,
  PRICING_PLAN_IDS,
} from "@/prisma/seed";
import { approvedCoachAccess, executeGraphQL, sessionCookieFor, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const PLAN_DETAILS = `query {
  planDetails {
    plans { planId employerName planType planTypeName includes includesCoaching adminPermission }
    dataViews { viewerName viewerRole description viewedAt }
  }
}`;
const COACH_LOG_IN = `mutation($username: String!) { coachLogIn(coachedUserData: { username: $username }) { error } }`;

type PlanDetailsData = {
  planDetails: {
    plans: Array<{
      planId: string;
      employerName: string;
      planType: string;
      planTypeName: string;
      includes: string[];
      includesCoaching: boolean;
      adminPermission: string | null;
    }>;
    dataViews: Array<{ viewerName: string; viewerRole: string; description: string; viewedAt: string }> | null;
  };
};

async function memberOf(plans: Array<{ id: string }>) {
  const db = await getDb();
  const user = await createUser(db, { firstName: "Robin", lastName: "Diaz" });
  for (const plan of plans) {
    await createPlanMember(db, { employerPlanId: plan.id, userId: user.id, status: "VERIFIED", verifiedAt: new Date() });
  }
  return user;
}

async function planDetails(cookie?: string) {
  return executeGraphQL<PlanDetailsData>({ query: PLAN_DETAILS, cookie });
}

/** Starts coach mode on `customer` as `staff` and returns the coaching cookie. */
/** Coach Mode as it starts for real: the member approved (issue 14 item 7), then the coach logs in. */
async function coachCookie(staff: { id: string }, customer: { id: string; email: string }): Promise<string> {
  await approvedCoachAccess({ coachUserId: staff.id, memberUserId: customer.id });
  const { cookie } = await sessionCookieFor(staff.id);
  const started = await executeGraphQL({ query: COACH_LOG_IN, variables: { username: customer.email }, cookie });
  return sessionCookieFrom(started.setCookies)!;
}

describe("planDetails", () => {
  test("a member sees their employer's plan, its type and what it includes, and no views yet", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db, { name: `Acme Coaching ${Date.now()}`, pricingPlanId: PRICING_PLAN_IDS.coaching });
    const member = await memberOf([plan]);
    const { cookie } = await sessionCookieFor(member.id);

    const result = await planDetails(cookie);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.planDetails).toEqual({
      plans: [
        {
          planId: plan.id,
          employerName: plan.name,
          planType: "COACHING",
          planTypeName: "Financial Wellness Coaching",
          includes: expect.arrayContaining(["Unlimited 1-on-1 coaching"]),
          includesCoaching: true,
          adminPermission: null,
        },
      ],
      dataViews: [],
    });
  });

  test("several plans are listed, an administered one with its permission; a plain member has none", async () => {
    const db = await getDb();
    const platform = await createEmployerPlan(db, { pricingPlanId: PRICING_PLAN_IDS.platform });
    const coaching = await createEmployerPlan(db, { pricingPlanId: PRICING_PLAN_IDS.coaching });
    const member = await memberOf([platform]);
    await addPlanAdmin(db, { userId: member.id, employerPlanId: coaching.id, permission: "EDITOR" });
    const loner = await createUser(db);
    // A roster row that is not verified is not a plan yet.
    await createPlanMember(db, { employerPlanId: platform.id, userId: loner.id, status: "INVITED" });

    const both = await planDetails((await sessionCookieFor(member.id)).cookie);
    expect(both.body.data!.planDetails.plans.map(({ employerName, planType, includesCoaching, adminPermission }) => ({
      employerName,
      planType,
      includesCoaching,
      adminPermission,
    }))).toEqual([
      { employerName: platform.name, planType: "PLATFORM", includesCoaching: false, adminPermission: null },
      { employerName: coaching.name, planType: "COACHING", includesCoaching: true, adminPermission: "editor" },
    ]);

    const none = await planDetails((await sessionCookieFor(loner.id)).cookie);
    expect(none.body.data!.planDetails).toEqual({ plans: [], dataViews: [] });
  });

  test("the member sees who viewed their data: coach mode sessions and the staff customer page, newest first", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db);
    const member = await memberOf([plan]);
    const coach = await createStaffUser(db, { firstName: "Jordan", lastName: "Lee" });
    const staff = await createStaffUser(db, { firstName: "Sam", lastName: "Ortiz" });

    await coachCookie(coach, member);
    const staffViewer = await findViewerForCookieHeader((await sessionCookieFor(staff.id)).cookie);
    const summary = await getCustomerSummary({ viewer: staffViewer, userId: member.id });
    expect(summary.email).toBe(member.email);

    const result = await planDetails((await sessionCookieFor(member.id)).cookie);
    const views = result.body.data!.planDetails.dataViews!;
    expect(views.map(({ viewedAt: _viewedAt, ...rest }) => rest)).toEqual([
      { viewerName: "Sam Ortiz", viewerRole: "STAFF", description: "Viewed your customer profile" },
      { viewerName: "Jordan Lee", viewerRole: "COACH", description: "Opened your account in Coach Mode" },
    ]);
    expect(Date.parse(views[0]!.viewedAt)).toBeGreaterThanOrEqual(Date.parse(views[1]!.viewedAt));

    // Both reads are in the audit log, each about this member.
    const audit = await db.auditLog.findMany({
      where: { subjectUserId: member.id, action: { in: ["coach-mode.start", "customer.viewed"] } },
      select: { actorUserId: true, action: true },
      orderBy: { createdAt: "asc" },
    });
    expect(audit).toEqual([
      { actorUserId: coach.id, action: "coach-mode.start" },
      { actorUserId: staff.id, action: "customer.viewed" },
    ]);
  });

  test("a view by a staff account deleted since is still listed, as 'A staff member'", async () => {
    const db = await getDb();
    const member = await memberOf([await createEmployerPlan(db)]);
    const coach = await createStaffUser(db);
    await coachCookie(coach, member);
    await db.user.delete({ where: { id: coach.id } });

    const result = await planDetails((await sessionCookieFor(member.id)).cookie);
    expect(result.body.data!.planDetails.dataViews!.map(({ viewerName, viewerRole }) => ({ viewerName, viewerRole }))).toEqual([
      { viewerName: "A staff member", viewerRole: "COACH" },
    ]);
  });

  test("another member sees only their own plan and none of this member's views", async () => {
    const db = await getDb();
    const mine = await createEmployerPlan(db);
    const theirs = await createEmployerPlan(db);
    const member = await memberOf([mine]);
    const other = await memberOf([theirs]);
    await coachCookie(await createStaffUser(db), member);

    const result = await planDetails((await sessionCookieFor(other.id)).cookie);
    expect(result.body.data!.planDetails.plans.map((plan) => plan.planId)).toEqual([theirs.id]);
    expect(result.body.data!.planDetails.dataViews).toEqual([]);
  });

  test("a coach in coach mode reads the member's plans but not the list of who viewed them, and can change nothing", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db, { pricingPlanId: PRICING_PLAN_IDS.coaching });
    const member = await memberOf([plan]);
    const coaching = await coachCookie(await createStaffUser(db), member);

    const result = await planDetails(coaching);
    expect(result.body.data!.planDetails.plans.map((entry) => entry.planId)).toEqual([plan.id]);
    expect(result.body.data!.planDetails.dataViews).toBeNull();

    // The schema offers no way to change a plan from here: planDetails is the only plan operation a member has.
    const mutation = await executeGraphQL({ query: "mutation { planDetails { plans { planId } } }", cookie: coaching });
    expect(mutation.body.errors?.[0]?.message).toMatch(/Cannot query field "planDetails" on type "Mutation"/);
  });

  test("a signed-out caller is refused", async () => {
    const result = await planDetails();
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("staff looking at their own customer page are not listed as viewers of their own data", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const viewer = await findViewerForCookieHeader((await sessionCookieFor(staff.id)).cookie);
    await getCustomerSummary({ viewer, userId: staff.id });
    expect(await db.auditLog.count({ where: { subjectUserId: staff.id, action: "customer.viewed" } })).toBe(0);
  });
});
