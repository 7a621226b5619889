"use client";

import { OnboardingFailure } from "@/components/onboarding/onboarding-error-boundary";

/** A failure while loading the onboarding shows the spec's fallback text (000 §2.10). */
export default function OnboardingError() {
  return <OnboardingFailure />;
}
