import { allActions, authorize, can, type Action } from "@/lib/authz/permissions";
import type { AdminPermission, Viewer } from "@/lib/authz/viewer";
import { AppError } from "@/lib/errors";

const PLAN = "plan-1";
const OTHER_PLAN = "plan-2";

function viewer(overrides: {
  isStaff?: boolean;
  isPlanSuccessManager?: boolean;
  isAdvisor?: boolean;
  permission?: AdminPermission;
  advises?: boolean;
  coaching?: boolean;
  isCoach?: boolean;
  coachAllowsEdits?: boolean;
}): Viewer {
  return {
    sessionId: "session",
    actor: {
      id: "actor",
      email: "actor@example.com",
      isStaff: overrides.isStaff ?? false,
      isPlanSuccessManager: overrides.isPlanSuccessManager ?? false,
      isAdvisor: overrides.isAdvisor ?? false,
      isCoach: overrides.isCoach ?? false,
    },
    userId: overrides.coaching ? "customer" : "actor",
    isCoachMode: overrides.coaching ?? false,
    coachedUser: overrides.coaching ? { id: "customer", email: "customer@example.com" } : null,
    coachAccess: overrides.coaching
      ? { grantId: "grant", allowEdits: overrides.coachAllowsEdits ?? false, isEmergency: false, endsAt: new Date(Date.now() + 3_600_000) }
      : null,
    planPermissions: new Map(overrides.permission ? [[PLAN, overrides.permission]] : []),
    advisorPlanIds: new Set(overrides.advises ? [PLAN] : []),
  };
}

const roles = {
  member: viewer({}),
  owner: viewer({ permission: "owner" }),
  editor: viewer({ permission: "editor" }),
  planViewer: viewer({ permission: "viewer" }),
  advisor: viewer({ isAdvisor: true, advises: true }),
  planSuccessManager: viewer({ isPlanSuccessManager: true }),
  staff: viewer({ isStaff: true }),
  /** Coach Mode where the member allowed changes. */
  coachingStaff: viewer({ isStaff: true, coaching: true, coachAllowsEdits: true }),
  /** Coach Mode, view only (the member did not allow changes, or emergency access). */
  viewOnlyCoach: viewer({ isStaff: true, coaching: true }),
  coach: viewer({ isStaff: true, isCoach: true }),
  coachInCoachMode: viewer({ isStaff: true, isCoach: true, coaching: true, coachAllowsEdits: true }),
};
type Role = keyof typeof roles;

// Expected answers for PLAN (the plan the role is attached to). `true` lists the roles allowed.
const expected: Record<Action, Role[]> = {
  "own-data:read": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "own-data:write": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coachingStaff", "coach", "coachInCoachMode"],
  "own-security:write": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "investing:open": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "investing:trade": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "investing-documents:download": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "feedback:write": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "notifications:write": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "feedback:read": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "bug-reports:write": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "bug-reports:read": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "coaching:read": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coachingStaff", "coach", "viewOnlyCoach", "coachInCoachMode"],
  "coaching:book": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "coaching:coach": ["coach"],
  "admin-site:open": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "customers:read": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "customers:manage": ["staff", "coach"],
  "coach-mode:start": ["staff", "coach"],
  "identity-investigation:read": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "demo-requests:read": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "background-jobs:manage": ["staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "plans:search": ["advisor", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "plan-success:read": ["advisor", "planSuccessManager", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "plan:create": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
  "plan:read": ["owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "plan-contract:read": ["advisor", "planSuccessManager", "staff", "coachingStaff", "coach", "viewOnlyCoach", "coachInCoachMode"],
  "plan-contract:edit": ["staff", "coach"],
  "advised-plan:create": ["advisor"],
  "plan:edit": ["owner", "editor", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "plan:manage-admins": ["owner", "staff", "coachingStaff", "viewOnlyCoach", "coach", "coachInCoachMode"],
  "coach-access:request": ["staff", "coach"],
  "coach-access:emergency": ["staff", "coach"],
  "coach-access:answer": ["member", "owner", "editor", "planViewer", "advisor", "planSuccessManager", "staff", "coach"],
};

const planScoped = new Set<Action>(["plan:read", "plan:edit", "plan:manage-admins", "plan-contract:read", "plan-contract:edit"]);

describe("permission matrix", () => {
  test("covers every action", () => {
    expect(Object.keys(expected).sort()).toEqual([...allActions].sort());
  });

  for (const action of allActions) {
    for (const role of Object.keys(roles) as Role[]) {
      const allowed = expected[action].includes(role);
      test(`${role} ${allowed ? "may" : "may not"} ${action}`, () => {
        const check = can as (v: Viewer | null, a: Action, r?: { planId: string }) => boolean;
        expect(check(roles[role], action, planScoped.has(action) ? { planId: PLAN } : undefined)).toBe(allowed);
      });
    }
  }

  test("plan permissions do not leak to another plan", () => {
    for (const role of ["owner", "editor", "planViewer", "advisor"] as const) {
      expect(can(roles[role], "plan:read", { planId: OTHER_PLAN })).toBe(false);
      expect(can(roles[role], "plan:edit", { planId: OTHER_PLAN })).toBe(false);
      expect(can(roles[role], "plan-contract:read", { planId: OTHER_PLAN })).toBe(false);
    }
  });

  test("a signed-out caller is asked to sign in; a signed-in one without the right is refused", () => {
    expect(() => authorize(null, "own-data:read")).toThrow("Please sign in and try again.");
    try {
      authorize(roles.member, "customers:read");
      throw new Error("expected a refusal");
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("FORBIDDEN");
    }
  });
});
