import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { signedInRedirect, signedOutRedirect, type GuardSubject } from "@/lib/auth/guards/decide-guard-redirect";
import { ONBOARDING_FINAL_STEP } from "@/lib/auth/guards/guarded-routes";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { OnboardingExit } from "./onboarding-exit";

export const metadata: Metadata = { title: "Set up your account", robots: { index: false } };

/**
 * The individual onboarding's entry (spec 000 §2.10). A later issue builds the six steps here; until then it
 * explains what comes and offers the spec's exit. Unverified emails go to /verify-user-email first; a finished or
 * skipped onboarding goes on to /health.
 */
export default async function OnboardingPage() {
  const info = await getPageAuthenticationInfo();
  if (!info) redirect(signedOutRedirect("/onboarding"));
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

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-semibold text-brand-700">Step {step} of 6</p>
        <OnboardingExit step={step} />
      </div>
      <section aria-labelledby="onboarding-title" className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 id="onboarding-title" className="text-2xl font-semibold tracking-tight text-ink">
          Let&apos;s set up your account
        </h1>
        <p className="mt-3 text-muted">
          {info.firstName ? `Welcome, ${info.firstName}! ` : "Welcome! "}A few short steps tailor Mariner to you: a
          recovery email, a little about you, your top priorities, your situation, your financial status and your
          accounts. The more you tell us, the more we can help.
        </p>
        <ol className="mt-6 grid gap-2 text-sm text-ink sm:grid-cols-2">
          {["Recovery Email", "Personal Information", "Priorities", "Situation", "Financial Status", "Link Accounts"].map(
            (title, index) => (
              <li key={title} className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
                <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800">
                  {index + 1}
                </span>
                {title}
              </li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}
