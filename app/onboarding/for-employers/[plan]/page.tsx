import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { EmployerOnboarding } from "@/components/employer-onboarding/employer-onboarding";
import { signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { siteConfig } from "@/lib/site-config";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";

export const metadata: Metadata = { title: "Set up your company", robots: { index: false } };

type Props = { params: Promise<{ plan: string }> };

/**
 * Employer onboarding (spec 000 §2.11), where /sign-up/for-employers/{plan} continues. It needs a signed-in user,
 * but not yet a verified email: it follows sign-up straight away, and the dashboard it leads to asks for the
 * verification (the shell's guard).
 */
export default async function EmployerOnboardingPage({ params }: Props) {
  const plan = findPricingPlan((await params).plan);
  if (!plan) notFound();
  const info = await getPageAuthenticationInfo();
  if (!info) redirect(signedOutRedirect(`/onboarding/for-employers/${plan.id}`));

  return (
    <EmployerOnboarding
      pricingPlanId={plan.id}
      companyName={siteConfig.name}
      infoEmail={siteConfig.infoEmail}
      names={{ firstName: info.firstName, lastName: info.lastName }}
    />
  );
}
