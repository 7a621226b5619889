"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useClient } from "urql";
import { storeActiveAdminPlan } from "@/components/shell/use-admin-mode";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { AUTHENTICATION_INFO } from "./employer-onboarding-operations";
import { useCompanyNameStep, type CreatedPlan } from "./use-company-name-step";
import { useUserNameStep } from "./use-user-name-step";

export const EMPLOYER_ONBOARDING_STEPS = 3;

type EmployerOnboardingProps = {
  /** The pricing plan id from /onboarding/for-employers/{plan}. */
  pricingPlanId: string;
  /** The product's company, for 'Welcome to {company}!'. */
  companyName: string;
  infoEmail: string;
  /** The names given at sign-up, offered on step 2. */
  names: { firstName: string; lastName: string };
};

/**
 * Employer onboarding (spec 000 §2.11, §4.10): company name (creates the plan), the user's name, then 'Set up
 * finished' and on to the dashboard. The step is not saved: a reload starts again at step 1, where an existing plan
 * is reported as the spec says. The frame moves focus to each new step's heading.
 */
export function EmployerOnboarding({ pricingPlanId, companyName, infoEmail, names }: EmployerOnboardingProps) {
  const client = useClient();
  const router = useRouter();
  const [step, setStep] = useState(1);
  const [plan, setPlan] = useState<CreatedPlan | null>(null);
  const [leaving, setLeaving] = useState(false);

  const nameStep = useUserNameStep({ defaultValues: names, onSaved: () => setStep(3) });
  const companyStep = useCompanyNameStep({
    pricingPlanId,
    infoEmail,
    onCreated: async (created) => {
      setPlan(created);
      // Spec 000 §7: authentication info is refetched, so the new plan is known; its names prefill step 2.
      const info = await client.query(AUTHENTICATION_INFO, {}, { requestPolicy: "network-only" }).toPromise();
      const user = info.data?.authenticationInfo;
      if (user) nameStep.reset({ firstName: user.firstName, lastName: user.lastName });
      setStep(2);
    },
  });

  function goToDashboard() {
    setLeaving(true);
    // The new admin lands in the admin view of their plan (spec 001 §4 admin mode); the profile menu switches back.
    if (plan) storeActiveAdminPlan(plan.id);
    router.push("/dashboard");
  }

  const frame = { step, totalSteps: EMPLOYER_ONBOARDING_STEPS, progressLabel: "Company set-up progress" };
  if (step === 1) {
    return (
      <WizardFrame
        {...frame}
        title={`Welcome to ${companyName}!`}
        description="To get started, what is your company name?"
        onSubmit={companyStep.onSubmit}
        nextLoading={companyStep.submitting}
      >
        {companyStep.fields}
      </WizardFrame>
    );
  }
  if (step === 2) {
    return (
      <WizardFrame
        {...frame}
        title="What is your name?"
        onSubmit={nameStep.onSubmit}
        nextLoading={nameStep.submitting}
        hideBack
      >
        {nameStep.fields}
      </WizardFrame>
    );
  }
  return (
    <WizardFrame {...frame} title="Set up finished" onBack={() => setStep(2)} onNext={goToDashboard} nextLoading={leaving}>
      <p className="text-base text-ink">
        You have completed onboarding! Next, let&apos;s take a look at your dashboard where you can add employees to
        your company.
      </p>
    </WizardFrame>
  );
}
