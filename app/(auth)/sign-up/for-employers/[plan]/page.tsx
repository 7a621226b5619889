import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { SignUpScreen } from "../../sign-up-screen";

export const metadata: Metadata = { title: "Sign up your company", robots: { index: false } };

type Props = { params: Promise<{ plan: string }> };

/** /sign-up/for-employers/{plan}: an employer signs up for a pricing plan, then sets up the company plan. */
export default async function EmployerSignUpPage({ params }: Props) {
  const plan = findPricingPlan((await params).plan);
  if (!plan) notFound();
  if (await getPageViewer()) redirect("/");
  return (
    <SignUpScreen
      intro={
        <>
          Set up <strong>{plan.name}</strong> for your company. First, create your administrator account.
        </>
      }
      afterSignUpPath={`/onboarding/for-employers/${plan.id}`}
      pricingPlanId={plan.id}
    />
  );
}
