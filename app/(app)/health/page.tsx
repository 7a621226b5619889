import type { Metadata } from "next";
import { FinishSettingUp } from "@/components/health/finish-setting-up";
import { HealthDashboard } from "@/components/health/health-dashboard";
import { isResumableOnboardingStep, ONBOARDING_PROGRESS_STEPS } from "@/lib/auth/guards/guarded-routes";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getHealthOverview } from "@/lib/financial-health/get-health-overview";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";

export const metadata: Metadata = { title: "Overview" };

/** The signed-in home: the financial health score, the current overview and the worth histories. */
export default async function HealthPage() {
  // The (app) layout sends signed-out visitors to log in; it renders alongside this page, so no viewer means no data.
  const [info, overview] = await Promise.all([
    getPageAuthenticationInfo(),
    getPageViewer().then((viewer) => (viewer ? getHealthOverview({ viewer }) : null)),
  ]);
  // Skipped and not finished: offer the way back (a coach cannot fill in a customer's set-up, so not in coach mode).
  const skippedStep =
    info && info.isSkipOnboarding && !info.isCoachMode && isResumableOnboardingStep(info.lastOnboardingStep)
      ? info.lastOnboardingStep
      : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">
        {info?.firstName ? `Welcome back, ${info.firstName}` : "Welcome back"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        Your financial overview lives here: your health score, net worth and how they change over time.
      </p>
      {skippedStep !== null && (
        <div className="mt-8">
          <FinishSettingUp step={skippedStep} totalSteps={ONBOARDING_PROGRESS_STEPS} />
        </div>
      )}
      {overview && (
        <div className="mt-8">
          <HealthDashboard initial={overview} />
        </div>
      )}
    </div>
  );
}
