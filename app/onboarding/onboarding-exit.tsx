"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";

const UPDATE_USER_ONBOARDING_STEP = `mutation UpdateUserOnboardingStep($onboardingStep: Int, $isSkipOnboarding: Boolean) {
  updateUserOnboardingStep(onboardingStep: $onboardingStep, isSkipOnboarding: $isSkipOnboarding) { error }
}`;

type UpdateResult = { updateUserOnboardingStep: { error: string | null } };

/** 'Exit' and its dialog (spec 000 §2.10, §4.9): 'Skip for now' saves the skip flag and goes to /health. */
export function OnboardingExit({ step }: { step: number }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();
  const router = useRouter();
  const [, update] = useMutation<UpdateResult>(UPDATE_USER_ONBOARDING_STEP);

  async function skip() {
    setSaving(true);
    const result = await update({ onboardingStep: step, isSkipOnboarding: true });
    const error = result.data?.updateUserOnboardingStep.error ?? (result.error ? "There was an error updating your information." : null);
    if (error) {
      setSaving(false);
      toast({ message: error, theme: "error" });
      return;
    }
    router.push("/health");
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Exit
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={skip}
        loading={saving}
        title="Are you sure you want to exit set-up?"
        text="The less information you enter, the less we can help you. You won’t get the full power of our tailored data and insights until you complete."
        confirmLabel="Skip for now"
        cancelLabel="Cancel"
      />
    </>
  );
}
