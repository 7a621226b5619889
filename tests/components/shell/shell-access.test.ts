import {
  adminDashboardItems,
  adminMenuAccess,
  canSeeAdminMenu,
  defaultAdminPlanId,
  displayName,
  initials,
  isCurrentPath,
  isPlanAdministrator,
  memberNavItems,
  planLabel,
  rosterSyncFailedPlans,
} from "@/components/shell/shell-access";
import type { AdminPermission } from "@/components/shell/shell-user";
import { buildPlan, buildShellUser } from "./shell-user-factory";

// The role matrix, as if every screen were built (app-shell.test.tsx checks what is hidden until then).
jest.mock("@/components/shell/built-screens", () => ({ hasScreen: () => true }));


describe("admin menu access by role (spec 001 §6)", () => {
  const none = { adminSite: false, planSuccessDashboard: false, customers: false, feedback: false, createAdvisedPlan: false, coachingCalendar: false, planSearch: false, coachMode: false };

  it.each([
    ["a plain member", {}, none],
    ["staff", { isStaff: true }, { ...none, adminSite: true, planSuccessDashboard: true, customers: true, feedback: true, planSearch: true, coachMode: true }],
    ["an advisor", { isAdvisor: true }, { ...none, planSuccessDashboard: true, createAdvisedPlan: true, planSearch: true }],
    ["a plan-success manager", { isPlanSuccessManager: true }, { ...none, planSuccessDashboard: true }],
    ["a staff coach", { isStaff: true, isCoach: true }, { ...none, adminSite: true, planSuccessDashboard: true, customers: true, feedback: true, coachingCalendar: true, planSearch: true, coachMode: true }],
  ])("%s", (_, flags, expected) => {
    const user = buildShellUser(flags);
    expect(adminMenuAccess(user)).toEqual(expected);
    expect(canSeeAdminMenu(user)).toBe(Object.values(expected).some(Boolean));
  });

  it("does not give plan administrators the admin menu", () => {
    const user = buildShellUser({ plans: [buildPlan({ adminPermission: "owner" })] });
    expect(canSeeAdminMenu(user)).toBe(false);
  });
});

describe("plan administrators", () => {
  it.each(["owner", "editor", "viewer", "OWNER", "Viewer"])("counts %s, in any case", (permission) => {
    const user = buildShellUser({ plans: [buildPlan({ adminPermission: permission as AdminPermission })] });
    expect(isPlanAdministrator(user)).toBe(true);
  });

  it("does not count members without a permission, or unknown permissions", () => {
    expect(isPlanAdministrator(buildShellUser())).toBe(false);
    const odd = buildShellUser({ plans: [buildPlan({ adminPermission: "member" as AdminPermission })] });
    expect(isPlanAdministrator(odd)).toBe(false);
  });

  it("opens the admin view on the first administered plan", () => {
    const user = buildShellUser({
      plans: [buildPlan({ planId: "a" }), buildPlan({ planId: "b", adminPermission: "editor" })],
    });
    expect(defaultAdminPlanId(user)).toBe("b");
    expect(defaultAdminPlanId(buildShellUser())).toBeNull();
  });
});

describe("adminDashboardItems (spec 000 §2.1)", () => {
  it("lists administered plans and advisor plans once each, named after the plan", () => {
    const user = buildShellUser({
      plans: [
        buildPlan({ planId: "p1", planName: "Acme", adminPermission: "OWNER" as AdminPermission }),
        buildPlan({ planId: "p2", planName: "Member only" }),
        buildPlan({ planId: "p3", planName: "Globex", adminPermission: "viewer" }),
      ],
      advisorPlans: [
        { planId: "p3", planName: "Globex" },
        { planId: "p4", planName: "Initech" },
      ],
    });
    expect(adminDashboardItems(user)).toEqual([
      { href: "/dashboard/p1", label: "Acme" },
      { href: "/dashboard/p3", label: "Globex" },
      { href: "/dashboard/p4", label: "Initech" },
    ]);
  });
});

describe("labels", () => {
  it("names the user by first and last name, or by email", () => {
    expect(displayName(buildShellUser({ firstName: "Ada", lastName: "Lovelace" }))).toBe("Ada Lovelace");
    expect(displayName(buildShellUser({ firstName: "Ada", lastName: null }))).toBe("Ada");
    expect(displayName(buildShellUser({ firstName: " ", lastName: null, email: "ada@example.com" }))).toBe(
      "ada@example.com",
    );
  });

  it("makes initials from the name, or the email's first letter", () => {
    expect(initials(buildShellUser({ firstName: "ada", lastName: "lovelace" }))).toBe("AL");
    expect(initials(buildShellUser({ firstName: null, lastName: null, email: "zed@example.com" }))).toBe("Z");
  });

  it("labels the plan: its name, 'Multiple Plans' or 'No Plan'", () => {
    expect(planLabel(buildShellUser({ plans: [buildPlan({ planName: "Acme" })] }))).toBe("Acme");
    expect(planLabel(buildShellUser({ plans: [buildPlan(), buildPlan()] }))).toBe("Multiple Plans");
    expect(planLabel(buildShellUser({ plans: [] }))).toBe("No Plan");
  });
});

describe("memberNavItems", () => {
  it("offers Invest only to eligible users", () => {
    const labels = (eligible: boolean) =>
      memberNavItems(buildShellUser({ isInvestEligible: eligible })).map((item) => item.label);
    expect(labels(false)).toEqual(["Overview", "Accounts", "Budget", "Spend", "Transactions", "Goals", "Learn", "Coaching"]);
    expect(labels(true)).toContain("Invest");
  });
});

describe("rosterSyncFailedPlans", () => {
  it("returns failed plans the user administers, never for staff", () => {
    const failedOwned = buildPlan({ adminPermission: "owner", isFinchSyncFailed: true });
    const failedMember = buildPlan({ isFinchSyncFailed: true });
    const healthy = buildPlan({ adminPermission: "viewer" });
    const plans = [failedOwned, failedMember, healthy];
    expect(rosterSyncFailedPlans(buildShellUser({ plans }))).toEqual([failedOwned]);
    expect(rosterSyncFailedPlans(buildShellUser({ plans, isStaff: true }))).toEqual([]);
  });
});

describe("isCurrentPath", () => {
  it("matches the section and its sub-pages, not look-alike prefixes", () => {
    expect(isCurrentPath("/goals", "/goals")).toBe(true);
    expect(isCurrentPath("/goals/12/edit", "/goals")).toBe(true);
    expect(isCurrentPath("/goalsetting", "/goals")).toBe(false);
    expect(isCurrentPath(null, "/goals")).toBe(false);
  });
});
