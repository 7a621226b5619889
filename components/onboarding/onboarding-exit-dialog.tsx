"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "urql";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { SAVE_ERROR_MESSAGE, UPDATE_USER_ONBOARDING_STEP } from "./onboarding-operations";

/** The exit dialog (spec 000 §2.10, §4.9): 'Skip for now' saves the skip flag and goes to /health. */
export function OnboardingExitDialog({
  open,
  onOpenChange,
  step,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: number;
}) {
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();
  const router = useRouter();
  const [, update] = useMutation(UPDATE_USER_ONBOARDING_STEP);

  async function skip() {
    setSaving(true);
    const result = await update({ onboardingStep: step, isSkipOnboarding: true });
    const error = result.data?.updateUserOnboardingStep.error ?? (result.error ? SAVE_ERROR_MESSAGE : null);
    if (error) {
      setSaving(false);
      toast({ message: error, theme: "error" });
      return;
    }
    router.push("/health");
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={skip}
      loading={saving}
      title="Are you sure you want to exit set-up?"
      text="The less information you enter, the less we can help you. You won’t get the full power of our tailored data and insights until you complete."
      confirmLabel="Skip for now"
      cancelLabel="Cancel"
    />
  );
}
