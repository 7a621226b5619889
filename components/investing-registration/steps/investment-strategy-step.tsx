"use client";

import { ButtonLink } from "@/components/ui/button-link";
import { WizardFrame } from "@/components/ui/wizard-frame";
import type { StepProps, WizardState } from "../wizard-state";

/** 002 §2: the manifest rollover's link, with the traditional and Roth account ids when known. */
export function manifestHref(state: WizardState): string | null {
  if (!state.transferIntentId) return null;
  const query = new URLSearchParams({ stepIndex: "1" });
  const tradAccountId = state.tradAccountId ?? (state.accountType === "TRADITIONAL_IRA" ? state.accountId : null);
  const rothAccountId = state.rothAccountId ?? (state.accountType === "ROTH_IRA" ? state.accountId : null);
  if (tradAccountId) query.set("tradAccountId", tradAccountId);
  if (rothAccountId) query.set("rothAccountId", rothAccountId);
  return `/investing/rollover/manifest/${encodeURIComponent(state.transferIntentId)}?${query.toString()}`;
}

/** 'Now, let's get your ideal investment strategy' (002 §2 investmentStrategy screen). */
export function InvestmentStrategyStep({ frame, wizard }: StepProps) {
  const { state } = wizard;
  const accountId = state.accountId ?? "";
  const manifest = wizard.manifestEnabled ? manifestHref(state) : null;
  return (
    <WizardFrame
      {...frame}
      hideNext
      description={<p>Answer a few questions and we&apos;ll suggest a portfolio, or choose one yourself.</p>}
    >
      <div className="flex flex-col gap-3 sm:items-start">
        {manifest && <ButtonLink href={manifest}>Continue Manifest Rollover (Recommended)</ButtonLink>}
        <ButtonLink href={`/investing/kyc?accountId=${encodeURIComponent(accountId)}`} variant={manifest ? "secondary" : "primary"}>
          Take risk tolerance quiz
        </ButtonLink>
        <ButtonLink href={`/investing/${encodeURIComponent(accountId)}/browse`} variant="secondary">
          Pick my own instead
        </ButtonLink>
      </div>
    </WizardFrame>
  );
}
