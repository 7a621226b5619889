import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { IndividualOnboarding } from "@/components/onboarding/individual-onboarding";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { signedInRedirect, signedOutRedirect, type GuardSubject } from "@/lib/auth/guards/decide-guard-redirect";
import { ONBOARDING_FINAL_STEP } from "@/lib/auth/guards/guarded-routes";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { loadOnboardingCustomer } from "./load-onboarding-customer";

export const metadata: Metadata = { title: "Set up your account", robots: { index: false } };

/**
 * The individual onboarding (spec 000 §2.10): six steps starting at the stored last step. Unverified emails go to
 * /verify-user-email first; a finished or skipped onboarding goes on to /health.
 */
export default async function OnboardingPage() {
  const [info, viewer] = await Promise.all([getPageAuthenticationInfo(), getPageViewer()]);
  if (!info || !viewer) redirect(signedOutRedirect("/onboarding"));
  const subject: GuardSubject = {
    isUserEmailVerified: info.isUserEmailVerified,
    isVerifiedPlanMember: info.isVerifiedPlanMember,
    matchedPlanMember: info.matchedPlanMember ? { workEmail: info.matchedPlanMember.workEmail } : null,
    isStaff: info.isStaff,
    isCoachMode: info.isCoachMode,
    lastOnboardingStep: info.lastOnboardingStep,
    isSkipOnboarding: info.isSkipOnboarding,
  };
  const guard = signedInRedirect({ subject, path: "/onboarding" });
  if (guard) redirect(guard);
  const step = info.lastOnboardingStep;
  if (step === null || step >= ONBOARDING_FINAL_STEP || info.isSkipOnboarding) redirect("/health");

  const customer = await loadOnboardingCustomer({
    userId: viewer.userId,
    names: { firstName: info.firstName, lastName: info.lastName, recoveryEmail: info.recoveryEmail },
  });
  return <IndividualOnboarding lastOnboardingStep={step} primaryEmail={info.email} initialCustomer={customer} />;
}
