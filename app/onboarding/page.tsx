import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { IndividualOnboarding } from "@/components/onboarding/individual-onboarding";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { onboardingPathFor, signedInRedirect, signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";
import { guardSubjectOf } from "@/lib/auth/guards/guard-subject";
import { isResumableOnboardingStep } from "@/lib/auth/guards/guarded-routes";
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
  const subject = guardSubjectOf(info);
  const guard = signedInRedirect({ subject, path: "/onboarding" });
  // An employer who signed up for a company plan sets that up instead (verifying the email first lands here).
  if (subject.employerSignUpPlanId && !info.isCoachMode) redirect(onboardingPathFor(subject));
  if (guard) redirect(guard);
  const step = info.lastOnboardingStep;
  if (!isResumableOnboardingStep(step) || info.isSkipOnboarding) redirect("/health");

  const customer = await loadOnboardingCustomer({
    userId: viewer.userId,
    names: { firstName: info.firstName, lastName: info.lastName, recoveryEmail: info.recoveryEmail },
  });
  return <IndividualOnboarding lastOnboardingStep={step} primaryEmail={info.email} initialCustomer={customer} />;
}
