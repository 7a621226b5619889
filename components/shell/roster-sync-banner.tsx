import Link from "next/link";
import { adminDashboardPath, rosterSyncFailedPlans } from "./shell-access";
import type { ShellUser } from "./shell-user";

type RosterSyncBannerProps = {
  user: ShellUser;
};

/**
 * Tells a plan's owners, editors and viewers that its employee roster sync failed, with a way to the plan's Admin
 * Dashboard (spec 001 §6). Staff never see it (spec 000 §6). Renders nothing when no plan needs attention.
 */
export function RosterSyncBanner({ user }: RosterSyncBannerProps) {
  const plans = rosterSyncFailedPlans(user);
  if (plans.length === 0) return null;
  return (
    <section aria-label="Plan notices" className="border-b border-warning-700/30 bg-warning-50 text-ink">
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-2 text-sm lg:px-6">
        {plans.map((plan) => (
          <li key={plan.planId}>
            The employee roster sync for <strong>{plan.planName}</strong> failed.{" "}
            <Link
              href={adminDashboardPath(plan.planId)}
              className="font-semibold text-warning-700 underline underline-offset-2 hover:no-underline"
            >
              Review it on the Admin Dashboard
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
