import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { adminDashboardPath, hasPlanAdminPermission } from "@/components/shell/shell-access";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";

export const metadata: Metadata = { title: "Admin dashboard", robots: { index: false } };

/**
 * /dashboard (spec 000 §2.1, §2.2): the plans the user administers or advises. With one plan it opens that plan's
 * dashboard; with several it lists them; with none it says how to get one. The (app) layout has already checked
 * the session and the shell's guards.
 */
export default async function DashboardPage() {
  const info = await getPageAuthenticationInfo();
  const plans = new Map<string, string>();
  for (const plan of info?.plans.filter(hasPlanAdminPermission) ?? []) plans.set(plan.planId, plan.planName);
  for (const plan of info?.advisorPlans ?? []) if (!plans.has(plan.planId)) plans.set(plan.planId, plan.planName);

  const [only, ...others] = [...plans];
  if (only && others.length === 0) redirect(adminDashboardPath(only[0]));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Admin dashboard</h1>
      {only ? (
        <>
          <p className="mt-2 text-muted">Choose a plan to see its dashboard.</p>
          <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface">
            {[...plans].map(([planId, planName]) => (
              <li key={planId}>
                <Link
                  href={adminDashboardPath(planId)}
                  className="flex min-h-11 items-center px-6 py-3 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
                >
                  {planName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 max-w-2xl text-muted">
          You don&apos;t administer a plan yet. When your company sets up Mariner and adds you as an administrator,
          its dashboard appears here.
        </p>
      )}
    </div>
  );
}
