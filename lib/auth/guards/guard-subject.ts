import type { GuardSubject } from "@/lib/auth/guards/decide-guard-redirect";
import type { AuthenticationInfo } from "@/lib/users/get-authentication-info";

/** What the guards look at, from the authentication info (one mapping for the layout and the onboarding pages). */
export function guardSubjectOf(info: AuthenticationInfo): GuardSubject {
  return {
    isUserEmailVerified: info.isUserEmailVerified,
    isVerifiedPlanMember: info.isVerifiedPlanMember,
    matchedPlanMember: info.matchedPlanMember ? { workEmail: info.matchedPlanMember.workEmail } : null,
    isStaff: info.isStaff,
    isCoachMode: info.isCoachMode,
    lastOnboardingStep: info.lastOnboardingStep,
    isSkipOnboarding: info.isSkipOnboarding,
    employerSignUpPlanId: info.employerSignUpPlanId,
  };
}
