import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getDb } from "@/lib/db";
import { getPlanDashboard } from "@/lib/plans/get-plan-dashboard";
import {
  addPlanAdmin,
  createEmployerPlan as createPlanFixture,
  createStaffUser,
  createUser,
  PRICING_PLAN_IDS,
} from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CREATE_EMPLOYER_PLAN = `mutation($name: String!, $pricingPlanId: String!) {
  createEmployerPlan(name: $name, pricingPlanId: $pricingPlanId) { plan { id name } error errorField }
}`;
const UPDATE_USER_NAME = `mutation($firstName: String!, $lastName: String!) {
  updateUserName(firstName: $firstName, lastName: $lastName) { user { id firstName lastName } error errorField }
}`;
const PLANS = `query { authenticationInfo { lastOnboardingStep plans { planId planName adminPermission } } }`;

type CreatePayload = {
  createEmployerPlan: { plan: { id: string; name: string } | null; error: string | null; errorField: string | null };
};
type NamePayload = {
  updateUserName: {
    user: { id: string; firstName: string; lastName: string } | null;
    error: string | null;
    errorField: string | null;
  };
};

const DUPLICATE = "There is already a plan with that name. Please choose another one.";
const ALREADY_OWNER = "This customer is already the owner on a plan.";

/** A fresh employer as sign-up leaves them: signed in, onboarding at step 1. */
async function signedUpEmployer(overrides: Parameters<typeof createUser>[1] = {}) {
  const db = await getDb();
  const user = await createUser(db, { firstName: "Robin", lastName: "Harbor", ...overrides });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

function createPlan(cookie: string | undefined, name: string, pricingPlanId: string = PRICING_PLAN_IDS.platform) {
  return executeGraphQL<CreatePayload>({ query: CREATE_EMPLOYER_PLAN, variables: { name, pricingPlanId }, cookie });
}

function updateName(cookie: string | undefined, firstName: string, lastName: string) {
  return executeGraphQL<NamePayload>({ query: UPDATE_USER_NAME, variables: { firstName, lastName }, cookie });
}

const uniqueCompany = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

async function plansNamedLike(name: string) {
  const db = await getDb();
  return db.employerPlan.findMany({ where: { name: { equals: name, mode: "insensitive" } }, include: { admins: true } });
}

describe("createEmployerPlan", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await createPlan(undefined, uniqueCompany("Acme"));
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("creates the plan with the caller as owner, completes their onboarding and counts at once", async () => {
    const { user, cookie } = await signedUpEmployer();
    // Warm the session cache with the viewer as it was before the plan existed.
    await executeGraphQL({ query: PLANS, cookie });
    const name = uniqueCompany("Harbor Charter Schools");

    const { body } = await createPlan(cookie, `  ${name.replace(" ", "   ")} `, PRICING_PLAN_IDS.coaching);

    const plan = body.data?.createEmployerPlan.plan;
    expect(body.data?.createEmployerPlan).toEqual({ plan: { id: expect.any(String), name }, error: null, errorField: null });
    const db = await getDb();
    const stored = await db.employerPlan.findUniqueOrThrow({ where: { id: plan!.id }, include: { admins: true } });
    expect(stored).toMatchObject({ name, pricingPlanId: PRICING_PLAN_IDS.coaching });
    expect(stored.admins).toEqual([expect.objectContaining({ userId: user.id, permission: "OWNER" })]);

    const info = await executeGraphQL<{ authenticationInfo: { lastOnboardingStep: number | null; plans: unknown[] } }>({
      query: PLANS,
      cookie,
    });
    expect(info.body.data?.authenticationInfo).toEqual({
      lastOnboardingStep: null,
      plans: [{ planId: plan!.id, planName: name, adminPermission: "owner" }],
    });
    // The viewer behind the same cookie may read the new plan's dashboard straight away (no stale cached viewer).
    const viewer = await findViewerForCookieHeader(cookie);
    await expect(getPlanDashboard({ viewer, planId: plan!.id })).resolves.toMatchObject({ id: plan!.id, name });
  });

  test("refuses a name another plan has, ignoring case and spaces, and saves nothing", async () => {
    const name = uniqueCompany("Acme Widgets");
    const first = await signedUpEmployer();
    expect((await createPlan(first.cookie, name)).body.data?.createEmployerPlan.error).toBeNull();

    const second = await signedUpEmployer();
    const { body } = await createPlan(second.cookie, ` ${name.toUpperCase().replace(" ", "  ")} `);

    expect(body.data?.createEmployerPlan).toEqual({ plan: null, error: DUPLICATE, errorField: "name" });
    expect(await plansNamedLike(name)).toEqual([
      expect.objectContaining({ admins: [expect.objectContaining({ userId: first.user.id })] }),
    ]);
    const db = await getDb();
    expect(await db.planAdmin.count({ where: { userId: second.user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: second.user.id } })).lastOnboardingStep).toBe(1);
  });

  test("refuses a caller who already owns a plan", async () => {
    const db = await getDb();
    const { user, cookie } = await signedUpEmployer();
    await createPlanFixture(db, { owner: user });

    const name = uniqueCompany("Second Company");
    const { body } = await createPlan(cookie, name);

    expect(body.data?.createEmployerPlan).toEqual({ plan: null, error: ALREADY_OWNER, errorField: null });
    expect(await plansNamedLike(name)).toEqual([]);
  });

  test("an editor of another plan may still create their own", async () => {
    const db = await getDb();
    const { user, cookie } = await signedUpEmployer();
    await addPlanAdmin(db, { userId: user.id, employerPlanId: (await createPlanFixture(db)).id, permission: "EDITOR" });

    const { body } = await createPlan(cookie, uniqueCompany("Own Company"));
    expect(body.data?.createEmployerPlan.error).toBeNull();
  });

  test("two requests for the same name at once create one plan", async () => {
    const name = uniqueCompany("Race Co");
    const [a, b] = await Promise.all([signedUpEmployer(), signedUpEmployer()]);
    const answers = await Promise.all([createPlan(a.cookie, name), createPlan(b.cookie, name.toLowerCase())]);
    const errors = answers.map(({ body }) => body.data?.createEmployerPlan.error).sort();
    expect(errors).toEqual([DUPLICATE, null].sort());
    expect(await plansNamedLike(name)).toHaveLength(1);
  });

  test.each([
    ["an unknown pricing plan", "gold-plan", "pricingPlanId", "Unknown pricing plan. Use one of: financial-wellness-platform, financial-wellness-coaching."],
    ["an empty name", "", "name", "Please enter your company name."],
    ["a name of spaces", "   ", "name", "Please enter your company name."],
    ["a name over 100 characters", "x".repeat(101), "name", "Please enter a company name of 100 characters or fewer."],
  ])("refuses %s with a clear message, saving nothing", async (_label, value, field, message) => {
    const { user, cookie } = await signedUpEmployer();
    const name = field === "name" ? value : uniqueCompany("Valid Name");
    const pricingPlanId = field === "pricingPlanId" ? value : PRICING_PLAN_IDS.platform;

    const { body } = await createPlan(cookie, name, pricingPlanId);

    expect(body.data?.createEmployerPlan).toEqual({ plan: null, error: message, errorField: field });
    const db = await getDb();
    expect(await db.planAdmin.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a coach acting as a customer cannot create a plan for them", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db, { isEmailVerified: true });
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });

    const { body } = await createPlan(cookie, uniqueCompany("Coached Co"));

    expect(body.errors?.[0]).toMatchObject({
      message: "You do not have permission to do that.",
      extensions: { code: "FORBIDDEN" },
    });
    expect(await db.planAdmin.count({ where: { userId: { in: [staff.id, customer.id] } } })).toBe(0);
  });
});

describe("updateUserName", () => {
  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await updateName(undefined, "Ada", "Lovelace");
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("saves the caller's trimmed names and touches no one else", async () => {
    const { user, cookie } = await signedUpEmployer();
    const other = await signedUpEmployer({ firstName: "Other", lastName: "Person" });

    const { body } = await updateName(cookie, "  Ada ", " Lovelace");

    expect(body.data?.updateUserName).toEqual({
      user: { id: user.id, firstName: "Ada", lastName: "Lovelace" },
      error: null,
      errorField: null,
    });
    const db = await getDb();
    expect(await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).toMatchObject({
      firstName: "Other",
      lastName: "Person",
    });
  });

  test.each([
    ["", "Lovelace", "Missing first name", "firstName"],
    ["Ada", "  ", "Missing last name", "lastName"],
    [" ", "", "Missing first name", "firstName"],
    ["x".repeat(101), "Lovelace", "Please enter a first name of 100 characters or fewer.", "firstName"],
  ])("refuses (%p, %p) with '%s' and keeps the old names", async (firstName, lastName, message, field) => {
    const { user, cookie } = await signedUpEmployer();

    const { body } = await updateName(cookie, firstName, lastName);

    expect(body.data?.updateUserName).toEqual({ user: null, error: message, errorField: field });
    const db = await getDb();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: "Robin",
      lastName: "Harbor",
    });
  });
});
