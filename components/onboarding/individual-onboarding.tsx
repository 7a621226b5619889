"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useClient } from "urql";
import { useToast } from "@/components/ui/toast";
import { AccountsStep } from "./steps/accounts-step";
import { FinancialStatusStep } from "./steps/financial-status-step";
import { PersonalInfoStep } from "./steps/personal-info-step";
import { PrioritiesStep } from "./steps/priorities-step";
import { RecoveryEmailStep } from "./steps/recovery-email-step";
import { SituationStep } from "./steps/situation-step";
import { OnboardingErrorBoundary } from "./onboarding-error-boundary";
import { OnboardingExitDialog } from "./onboarding-exit-dialog";
import { SAVE_ERROR_MESSAGE, UPDATE_USER_ONBOARDING_STEP, type CustomerData } from "./onboarding-operations";
import { ONBOARDING_STEPS, type StepFrameProps } from "./step-frame";

/** Start at the stored last step, or 1 (spec 000 §2.10). */
export function startStep(lastOnboardingStep: number | null): number {
  return lastOnboardingStep && lastOnboardingStep >= 1 && lastOnboardingStep <= ONBOARDING_STEPS ? lastOnboardingStep : 1;
}

/**
 * The six-step individual onboarding (spec 000 §2.10, §4.9). Each step saves its own data, then Next saves the next
 * step number (past the last: null, complete) and moves on; the frame scrolls up and focuses the new heading. Back
 * only moves. Next on step 6 ends on /health.
 */
export function IndividualOnboarding({
  lastOnboardingStep,
  primaryEmail,
  initialCustomer,
}: {
  lastOnboardingStep: number | null;
  primaryEmail: string;
  initialCustomer: CustomerData;
}) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const [step, setStep] = useState(() => startStep(lastOnboardingStep));
  const [customer, setCustomer] = useState(initialCustomer);
  const [exitOpen, setExitOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // Each step renders its own frame, so the move to the new step's heading happens here (spec 000 §4.9: page to top).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    container.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [step]);

  async function onDone(): Promise<boolean> {
    const next = step + 1;
    const result = await client
      .mutation(UPDATE_USER_ONBOARDING_STEP, { onboardingStep: next > ONBOARDING_STEPS ? null : next })
      .toPromise();
    if (!result.data || result.data.updateUserOnboardingStep.error) {
      toast({ message: result.data?.updateUserOnboardingStep.error ?? SAVE_ERROR_MESSAGE, theme: "error" });
      return false;
    }
    if (next > ONBOARDING_STEPS) router.push("/health");
    else setStep(next);
    return true;
  }

  const frame: StepFrameProps = {
    step,
    totalSteps: ONBOARDING_STEPS,
    progressLabel: "Set-up progress",
    onBack: step > 1 ? () => setStep(step - 1) : undefined,
    hideBack: step === 1,
    onExit: () => setExitOpen(true),
  };
  const props = { frame, onDone };

  return (
    <OnboardingErrorBoundary>
      <div ref={container}>
      {step === 1 && (
        <RecoveryEmailStep {...props} primaryEmail={primaryEmail} recoveryEmail={customer.user.recoveryEmail ?? ""} />
      )}
      {step === 2 && <PersonalInfoStep {...props} customer={customer} onSaved={setCustomer} />}
      {step === 3 && <PrioritiesStep {...props} />}
      {step === 4 && <SituationStep {...props} customer={customer} onSaved={setCustomer} />}
      {step === 5 && <FinancialStatusStep {...props} />}
      {step === 6 && <AccountsStep {...props} />}
      </div>
      <OnboardingExitDialog open={exitOpen} onOpenChange={setExitOpen} step={step} />
    </OnboardingErrorBoundary>
  );
}
