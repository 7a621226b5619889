import { getDb } from "@/lib/db";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode, SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import { isInvestEligibleEmail } from "@/lib/users/is-invest-eligible-email";
import { planEntriesSelect, toPlanEntries, type PlanEntry } from "@/lib/users/plan-entries";

export type { PlanEntry };

export type AuthenticationInfo = {
  id: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  isUserEmailVerified: boolean;
  isVerifiedPlanMember: boolean;
  matchedPlanMember: { id: string; workEmail: string } | null;
  plans: PlanEntry[];
  advisorPlans: Array<{ planId: string; planName: string }>;
  hasInvested: boolean;
  isInvestEligible: boolean;
  isStaff: boolean;
  isPlanSuccessManager: boolean;
  isAdvisor: boolean;
  isCoachMode: boolean;
  coachedUser: { id: string; email: string } | null;
  lastOnboardingStep: number | null;
  isSkipOnboarding: boolean;
  /** Set while an employer who signed up for this pricing plan has not created their company plan yet. */
  employerSignUpPlanId: string | null;
  recoveryEmail: string | null;
  isUserRecoveryEmailVerified: boolean;
  is2faEnabled: boolean;
  phoneNumber: string | null;
  isSingleSignOn: boolean;
  googleAvatarUrl: string | null;
};

/**
 * What the signed-in shell needs to know about the current user (spec 000 §3, 001 §3). In coach mode the profile
 * fields describe the customer being viewed, while isStaff / isPlanSuccessManager / isAdvisor describe the coach at
 * the keyboard, whose tools stay available.
 */
export async function getAuthenticationInfo({ viewer }: { viewer: Viewer }): Promise<AuthenticationInfo> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: viewer.userId },
    select: {
      id: true,
      email: true,
      username: true,
      firstName: true,
      lastName: true,
      isEmailVerified: true,
      recoveryEmail: true,
      isRecoveryEmailVerified: true,
      is2faEnabled: true,
      phoneNumber: true,
      isSingleSignOn: true,
      googleAvatarUrl: true,
      lastOnboardingStep: true,
      isSkipOnboarding: true,
      employerSignUpPlanId: true,
      ...planEntriesSelect,
      advisorPlans: { select: { employerPlan: { select: { id: true, name: true } } } },
      investingAccounts: { where: { state: { not: "PENDING" } }, select: { id: true }, take: 1 },
      customer: { select: { employments: { select: { workProvidedEmail: true } } } },
    },
  });
  if (!user) throw new AppError(AppErrorCode.UNAUTHENTICATED, SIGN_IN_AGAIN_MESSAGE);

  const isVerifiedPlanMember = user.planMemberships.length > 0;
  const candidateEmails = [user.email, ...(user.customer?.employments.map((e) => e.workProvidedEmail) ?? [])];
  const matchedPlanMember = isVerifiedPlanMember
    ? null
    : await db.planMember.findFirst({
        where: { workEmail: { in: candidateEmails }, status: { in: ["ADDED", "INVITED"] } },
        select: { id: true, workEmail: true },
        orderBy: { createdAt: "asc" },
      });

  const hasInvested = user.investingAccounts.length > 0;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isUserEmailVerified: user.isEmailVerified,
    isVerifiedPlanMember,
    matchedPlanMember,
    plans: toPlanEntries(user),
    advisorPlans: user.advisorPlans.map(({ employerPlan }) => ({ planId: employerPlan.id, planName: employerPlan.name })),
    hasInvested,
    isInvestEligible: hasInvested || isInvestEligibleEmail(user.email),
    isStaff: viewer.actor.isStaff,
    isPlanSuccessManager: viewer.actor.isPlanSuccessManager,
    isAdvisor: viewer.actor.isAdvisor,
    isCoachMode: viewer.isCoachMode,
    coachedUser: viewer.coachedUser,
    lastOnboardingStep: user.lastOnboardingStep,
    isSkipOnboarding: user.isSkipOnboarding,
    employerSignUpPlanId: user.employerSignUpPlanId,
    recoveryEmail: user.recoveryEmail,
    isUserRecoveryEmailVerified: user.isRecoveryEmailVerified,
    is2faEnabled: user.is2faEnabled,
    phoneNumber: user.phoneNumber,
    isSingleSignOn: user.isSingleSignOn,
    googleAvatarUrl: user.googleAvatarUrl,
  };
}
