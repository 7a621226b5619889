"use client";

import { Component, type ReactNode } from "react";

export const ONBOARDING_FAILURE_TEXT =
  "We're sorry -- something's gone wrong in the onboarding process. Our team has been notified. Please navigate to the other pages while we take a look at this.";

/** The onboarding's failure fallback (spec 000 §2.10): a render failure in a step shows the spec's text. */
export function OnboardingFailure() {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-xl border border-border bg-surface p-6 text-ink">
      <p>{ONBOARDING_FAILURE_TEXT}</p>
      <p className="mt-4">
        <a href="/health" className="font-medium text-brand-700 underline">
          Go to your overview
        </a>
      </p>
    </div>
  );
}

export class OnboardingErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("onboarding failed", error);
  }

  render() {
    return this.state.failed ? <OnboardingFailure /> : this.props.children;
  }
}
