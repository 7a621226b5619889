import type { ShellPlan, ShellUser } from "@/components/shell/shell-user";

let sequence = 0;

/** A plain member of one plan; pass overrides for each role under test. */
export function buildShellUser(overrides: Partial<ShellUser> = {}): ShellUser {
  sequence += 1;
  return {
    id: `user-${sequence}`,
    email: `member-${sequence}@example.com`,
    firstName: "Jane",
    lastName: "Doe",
    googleAvatarUrl: null,
    plans: [buildPlan({ planName: "Acme Corp" })],
    advisorPlans: [],
    isStaff: false,
    isPlanSuccessManager: false,
    isAdvisor: false,
    isInvestEligible: false,
    isCoachMode: false,
    coachedUser: null,
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<ShellPlan> = {}): ShellPlan {
  sequence += 1;
  return {
    planId: `plan-${sequence}`,
    planName: `Plan ${sequence}`,
    adminPermission: null,
    isFinchSyncFailed: false,
    ...overrides,
  };
}
