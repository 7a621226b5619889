import { safeReturnPath } from "@/lib/auth/safe-return-path";
import {
  CUSTOMERS_ROOT,
  EMAIL_VERIFICATION_ROOT,
  isPlanMemberRoute,
  isSignUpFirstRoute,
  isUnder,
  ONBOARDING_FINAL_STEP,
  ONBOARDING_ROOT,
  PLAN_ADMIN_INVITATION_ROOT,
  PLAN_MEMBER_VERIFICATION_ROOT,
} from "./guarded-routes";

/** What the guards need to know about the signed-in user: a subset of authenticationInfo (spec 000 §3). */
export type GuardSubject = {
  isUserEmailVerified: boolean;
  isVerifiedPlanMember: boolean;
  matchedPlanMember: { workEmail: string } | null;
  /** In coach mode this is the coach's flag (authenticationInfo keeps the coach's tools); see below. */
  isStaff: boolean;
  isCoachMode: boolean;
  lastOnboardingStep: number | null;
  isSkipOnboarding: boolean;
  /** The pricing plan of an employer sign-up whose company plan does not exist yet: their set-up is the employer's. */
  employerSignUpPlanId: string | null;
};

/** The onboarding this user owes: the employer's set-up of their plan, or the individual steps. */
export function onboardingPathFor(subject: Pick<GuardSubject, "employerSignUpPlanId">): string {
  return subject.employerSignUpPlanId
    ? `${ONBOARDING_ROOT}/for-employers/${encodeURIComponent(subject.employerSignUpPlanId)}`
    : ONBOARDING_ROOT;
}

function splitPath(path: string): { pathname: string } {
  const end = path.search(/[?#]/);
  return { pathname: end === -1 ? path : path.slice(0, end) };
}

/** `/verify?next=...`, or `/verify/sent?work_provided_email=...&next=...` when the roster already has a match. */
export function planMemberVerificationPath({
  matchedWorkEmail,
  returnPath,
}: {
  matchedWorkEmail: string | null;
  returnPath: string;
}): string {
  const query = new URLSearchParams();
  if (matchedWorkEmail) query.set("work_provided_email", matchedWorkEmail);
  query.set("next", returnPath);
  const route = matchedWorkEmail ? `${PLAN_MEMBER_VERIFICATION_ROOT}/sent` : PLAN_MEMBER_VERIFICATION_ROOT;
  return `${route}?${query.toString()}`;
}

/**
 * Where a signed-in user on `path` (pathname and query) must go instead, or null to stay (spec 000 §4.7), in this
 * order: an unverified email goes to /verify-user-email; a user who is not a verified plan member, on a plan-member
 * route, goes to plan-member verification remembering the path; unfinished onboarding goes to /onboarding, or to the
 * employer's set-up for someone who signed up for a company plan (whichever they verified first, on any device).
 *
 * Staff are exempt from the plan-member and onboarding guards. In coach mode the rules look at the customer being
 * viewed (the coach's own staff flag does not exempt them), but only the plan-member guard applies: email
 * verification and onboarding are pages outside the shell, where the coach would lose the banner and its exit, and
 * only the customer can act on them anyway. The staff pages under /customers are never redirected in coach mode.
 * The stored admin plan (sessionStorage) is the shell's client-side rule: see adminPlanRedirect.
 */
export function signedInRedirect({ subject, path }: { subject: GuardSubject; path: string }): string | null {
  const { pathname } = splitPath(path);
  const coaching = subject.isCoachMode;
  if (coaching && isUnder(pathname, CUSTOMERS_ROOT)) return null;
  const staffExempt = subject.isStaff && !coaching;

  if (!coaching && !subject.isUserEmailVerified) {
    return isUnder(pathname, EMAIL_VERIFICATION_ROOT) ? null : EMAIL_VERIFICATION_ROOT;
  }

  if (!staffExempt && !subject.isVerifiedPlanMember && isPlanMemberRoute(pathname)) {
    return planMemberVerificationPath({
      matchedWorkEmail: subject.matchedPlanMember?.workEmail ?? null,
      returnPath: safeReturnPath(path),
    });
  }

  const onboardingUnfinished =
    subject.lastOnboardingStep !== null &&
    subject.lastOnboardingStep !== ONBOARDING_FINAL_STEP &&
    !subject.isSkipOnboarding;
  if (!coaching && !staffExempt && onboardingUnfinished) {
    // The emailed plan-member link must work whatever the onboarding state: it expires while onboarding goes on.
    const exempt = [ONBOARDING_ROOT, EMAIL_VERIFICATION_ROOT, PLAN_MEMBER_VERIFICATION_ROOT, PLAN_ADMIN_INVITATION_ROOT].some((root) =>
      isUnder(pathname, root),
    );
    return exempt ? null : onboardingPathFor(subject);
  }

  return null;
}

/**
 * Where a signed-out visitor to a protected `path` goes: /log-in, or /sign-up for routes flagged sign-up-first
 * (spec 000 §2.1), with the path to come back to. Only a same-origin relative path is remembered.
 */
export function signedOutRedirect(path: string): string {
  const returnPath = safeReturnPath(path);
  const { pathname } = splitPath(returnPath);
  const entry = isSignUpFirstRoute(pathname) ? "/sign-up" : "/log-in";
  return `${entry}?next=${encodeURIComponent(returnPath)}`;
}
