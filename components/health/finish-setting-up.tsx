"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { UPDATE_USER_ONBOARDING_STEP } from "@/components/onboarding/onboarding-operations";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const RESUME_FAILED = "We could not reopen your set-up. Please try again.";

/**
 * After 'Skip for now' the guards leave the member alone for good; this is their way back. Resuming clears the skip
 * flag (the stored step stays) and opens the onboarding where they left it.
 */
export function FinishSettingUp({ step, totalSteps }: { step: number; totalSteps: number }) {
  const [{ fetching }, updateStep] = useMutation(UPDATE_USER_ONBOARDING_STEP);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const router = useRouter();

  async function resume() {
    setError(null);
    const result = await updateStep({ isSkipOnboarding: false });
    if (!result.data || result.data.updateUserOnboardingStep.error) {
      setError(result.data?.updateUserOnboardingStep.error ?? RESUME_FAILED);
      return;
    }
    setLeaving(true);
    // /onboarding is rendered on the server for each visit, so it reads the cleared flag.
    router.push("/onboarding");
  }

  return (
    <Card as="section" aria-labelledby="finish-setting-up-heading" className="flex flex-wrap items-center justify-between gap-4">
      <div className="max-w-2xl">
        <h2 id="finish-setting-up-heading" className="text-lg font-semibold text-ink">
          Finish setting up
        </h2>
        <p className="mt-1 text-sm text-muted">
          You stopped at step {step} of {totalSteps}. The more you tell us, the better your score and suggestions fit you.
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {error}
          </p>
        )}
      </div>
      <Button onClick={() => void resume()} loading={fetching || leaving}>
        Finish setting up
      </Button>
    </Card>
  );
}
