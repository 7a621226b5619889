// Which signed-in routes need what (spec 000 §2.1, §4.7, §6). The spec leaves the lists open; docs/decisions.md says
// why each route is here.

/**
 * Routes that are the employer's benefit rather than the member's own finances: coaching (paid for by the
 * employer's coaching plan) and the plan page ('My Plan'). Everything else - accounts, budget, goals, learn - is the
 * personal product that individual members use without an employer.
 */
export const PLAN_MEMBER_ROUTES = ["/contact", "/plan-details"] as const;

/**
 * Routes whose signed-out visitors are sent to /sign-up rather than /log-in (spec 000 §2.1): the invitation to join
 * an employer plan is opened by people who usually have no account yet.
 */
export const SIGN_UP_FIRST_ROUTES = ["/invite"] as const;

/** Plan-member verification lives inside the shell, so a coach keeps the banner and its exit there. */
export const PLAN_MEMBER_VERIFICATION_ROOT = "/verify";
export const EMAIL_VERIFICATION_ROOT = "/verify-user-email";
export const ONBOARDING_ROOT = "/onboarding";
/** An emailed invitation to administer a plan: opened whatever the onboarding state, as the plan-member link is. */
export const PLAN_ADMIN_INVITATION_ROOT = "/plan-invitation";
/** Staff pages; coach-mode exit lands on /customers/{id}. */
export const CUSTOMERS_ROOT = "/customers";

/** The individual onboarding's progress steps (spec 000 §2.10); lastOnboardingStep past them means done. */
export const ONBOARDING_PROGRESS_STEPS = 6;
export const ONBOARDING_FINAL_STEP = ONBOARDING_PROGRESS_STEPS + 1;

/** A stored step the individual onboarding can resume at: set and not past the last step. */
export function isResumableOnboardingStep(step: number | null): step is number {
  return step !== null && step < ONBOARDING_FINAL_STEP;
}

/** True when `pathname` is `root` or below it (`/verify` covers `/verify/sent`, not `/verify-user-email`). */
export function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

export function isPlanMemberRoute(pathname: string): boolean {
  return PLAN_MEMBER_ROUTES.some((root) => isUnder(pathname, root));
}

export function isSignUpFirstRoute(pathname: string): boolean {
  return SIGN_UP_FIRST_ROUTES.some((root) => isUnder(pathname, root));
}
