import { renderToStaticMarkup } from "react-dom/server";
import DashboardPage from "@/app/(app)/dashboard/page";
import PlanDashboardLayout from "@/app/(app)/dashboard/[planId]/layout";
import PlanDashboardPage from "@/app/(app)/dashboard/[planId]/page";
import { getDb } from "@/lib/db";
import {
  addPlanAdmin,
  createAdvisorPlan,
  createEmployerPlan,
  createPlanMember,
  createStaffUser,
  createUser,
} from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The pages read the session cookie through next/headers; here it is the cookie of the user under test.
let cookieHeader = "";
jest.mock("next/headers", () => ({
  cookies: async () => ({ toString: () => cookieHeader }),
  headers: async () => new Headers(),
}));

useTestDatabase();

async function signInAs(userId: string) {
  cookieHeader = (await sessionCookieFor(userId)).cookie;
}

async function adminUser() {
  const db = await getDb();
  return createUser(db, { isEmailVerified: true, lastOnboardingStep: null });
}

/** The Overview tab inside the dashboard's layout (the plan's name, the tabs), as Next renders them together. */
const renderPlanDashboard = async (planId: string) => {
  const params = Promise.resolve({ planId });
  return renderToStaticMarkup(await PlanDashboardLayout({ params, children: await PlanDashboardPage({ params, searchParams: Promise.resolve({}) }) }));
};

/** What Next's notFound() and redirect() throw. */
const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };
const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path};`) });

describe("/dashboard/{planId}", () => {
  test("the owner sees the plan's name, the tabs, and what comes next until the roster has someone", async () => {
    const db = await getDb();
    const owner = await adminUser();
    const plan = await createEmployerPlan(db, { owner, name: "Harbor Charter Schools" });
    await signInAs(owner.id);

    const empty = await renderPlanDashboard(plan.id);
    expect(empty).toMatch(/<h1[^>]*>Harbor Charter Schools<\/h1>/);
    for (const tab of ["Overview", "Engagement", "Outcomes", "Roster", "Communications", "Settings"]) expect(empty).toContain(`>${tab}</a>`);
    expect(empty).toContain("What&#x27;s next");
    expect(empty).toContain("Add employees on the Roster tab");

    await createPlanMember(db, { employerPlanId: plan.id });
    const withRoster = await renderPlanDashboard(plan.id);
    expect(withRoster).not.toContain("What&#x27;s next");
    expect(withRoster).toContain("Eligible employees");
  });

  test("another user cannot read a plan they do not administer: 404, as for a plan that does not exist", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db, { owner: await adminUser(), name: "Private Plan Co" });
    const outsider = await adminUser();
    await createEmployerPlan(db, { owner: outsider });
    await signInAs(outsider.id);

    await expect(renderPlanDashboard(plan.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(renderPlanDashboard("no-such-plan")).rejects.toMatchObject(NOT_FOUND);
  });

  test("viewers, advisors of the plan and staff may read it; a signed-out visitor may not", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db, { owner: await adminUser(), name: "Shared Plan Co" });
    const viewer = await adminUser();
    await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
    const advisor = await createUser(db, { isAdvisor: true, isEmailVerified: true, lastOnboardingStep: null });
    await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
    const staff = await createStaffUser(db);

    for (const user of [viewer, advisor, staff]) {
      await signInAs(user.id);
      expect(await renderPlanDashboard(plan.id)).toContain("Shared Plan Co");
    }
    cookieHeader = "";
    await expect(renderPlanDashboard(plan.id)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

describe("/dashboard", () => {
  test("one administered plan opens its dashboard", async () => {
    const db = await getDb();
    const owner = await adminUser();
    const plan = await createEmployerPlan(db, { owner });
    await signInAs(owner.id);

    await expect(DashboardPage()).rejects.toEqual(redirectTo(`/dashboard/${plan.id}`));
  });

  test("several plans are listed, each linking to its dashboard; plain membership does not count", async () => {
    const db = await getDb();
    const user = await adminUser();
    const owned = await createEmployerPlan(db, { owner: user, name: "Owned Plan Co" });
    const edited = await createEmployerPlan(db, { name: "Edited Plan Co" });
    await addPlanAdmin(db, { userId: user.id, employerPlanId: edited.id, permission: "EDITOR" });
    const member = await createEmployerPlan(db, { name: "Member Plan Co" });
    await createPlanMember(db, { employerPlanId: member.id, userId: user.id, workEmail: user.email, status: "VERIFIED" });
    await signInAs(user.id);

    const html = renderToStaticMarkup(await DashboardPage());

    expect(html).toContain(`href="/dashboard/${owned.id}"`);
    expect(html).toContain(`href="/dashboard/${edited.id}"`);
    expect(html).not.toContain("Member Plan Co");
  });

  test("no plan: a friendly message", async () => {
    await signInAs((await adminUser()).id);
    const html = renderToStaticMarkup(await DashboardPage());
    expect(html).toContain("You don&#x27;t administer a plan yet.");
  });
});
