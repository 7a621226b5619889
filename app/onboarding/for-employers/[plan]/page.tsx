import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { getPageViewer } from "@/lib/auth/get-page-viewer";

export const metadata: Metadata = { title: "Set up your company", robots: { index: false } };

type Props = { params: Promise<{ plan: string }> };

/** Employer onboarding's entry (spec 000 §2.11): a later issue builds its three steps here. */
export default async function EmployerOnboardingPage({ params }: Props) {
  const plan = findPricingPlan((await params).plan);
  if (!plan) notFound();
  if (!(await getPageViewer())) redirect(signedOutRedirect(`/onboarding/for-employers/${plan.id}`));

  return (
    <section aria-labelledby="employer-onboarding-title" className="mx-auto w-full max-w-2xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold text-brand-700">{plan.name}</p>
      <h1 id="employer-onboarding-title" className="mt-2 text-2xl font-semibold tracking-tight text-ink">
        Let&apos;s set up your company
      </h1>
      <p className="mt-3 text-muted">
        Next you will name your company and yourself, and then add employees from your dashboard. Company set-up
        is on its way; until then, your account is ready to use.
      </p>
      <Link href="/health" className={`${buttonClasses()} mt-6`}>
        Continue
      </Link>
    </section>
  );
}
