"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { ACCOUNT_TYPES } from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import type { AccountType } from "@/lib/investing/registration/registration-schemas";
import { REGISTRATION_DRAFT } from "../registration-operations";
import { accountLabel } from "@/lib/investing/account-label";
import { ACCOUNT_TYPE_DESCRIPTIONS, ACCOUNT_TYPE_LABELS } from "../registration-labels";
import { DRAFT_STEP_NAMES, isStepName, isUnfinishedAccount, LOAD_ERROR_MESSAGE, viewToState, type StepName, type StepProps } from "../wizard-state";

/** 'Open new account or resume' (002 §2 step 1): PENDING accounts go back to the agreements, others to the strategy. */
export function ResumeStep({ frame, wizard }: StepProps) {
  const unfinished = wizard.state.accounts.filter(isUnfinishedAccount);
  return (
    <WizardFrame {...frame} hideNext>
      <div className="flex flex-col gap-6">
        <Button className="self-start" onClick={() => wizard.goTo("accountSelection")}>
          Open new account
        </Button>
        <section aria-labelledby="resume-setup" className="flex flex-col gap-3">
          <h2 id="resume-setup" className="text-lg font-semibold text-ink">
            Resume setup
          </h2>
          <ul className="flex flex-col gap-2">
            {unfinished.map((account) => (
              <li key={account.accountId}>
                <button
                  type="button"
                  onClick={() =>
                    wizard.goTo(account.state === "PENDING" ? "success" : "investmentStrategy", {
                      accountId: account.accountId,
                      accountType: (account.accountType as AccountType | null) ?? null,
                      isRollover: account.isRollover,
                      agreements: [],
                    })
                  }
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-left text-ink hover:border-brand-700 hover:bg-brand-50"
                >
                  <span className="font-medium">{accountLabel(account, { shortened: true })}</span>
                  <span className="text-sm text-muted">{account.state === "PENDING" ? "Review agreements" : "Choose a strategy"}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </WizardFrame>
  );
}

/**
 * 'What kind of account do you want?' (002 §2 step 2): the general account is hidden in a rollover flow; a rollover
 * account is opened from /investing/rollover. The saved application of the chosen type is picked up where it stopped.
 */
export function AccountSelectionStep({ frame, wizard, isComplete }: StepProps) {
  const { toast } = useToast();
  const [accountType, setAccountType] = useState<AccountType | "">(wizard.state.accountType ?? "");
  const [saving, setSaving] = useState(false);
  const choices = ACCOUNT_TYPES.filter((type) => !(wizard.state.isRollover && type === "INDIVIDUAL"));

  async function next() {
    if (!accountType) return;
    if (accountType === "ROLLOVER_IRA") {
      wizard.navigate("/investing/rollover");
      return;
    }
    setSaving(true);
    const result = await wizard.client
      .query(REGISTRATION_DRAFT, { accountType, isRollover: wizard.state.isRollover }, { requestPolicy: "network-only" })
      .toPromise();
    if (!result.data) {
      setSaving(false);
      toast({ message: LOAD_ERROR_MESSAGE, theme: "error" });
      return;
    }
    const view = result.data.registrationDraft;
    wizard.update({ accountType, accountId: null, agreements: [], error: null, ...viewToState(view) });
    const resumeAt = isStepName(view.stepName) && DRAFT_RESUME.includes(view.stepName) ? view.stepName : "intro";
    const saved = await wizard.saveAndContinue({}, { to: resumeAt });
    if (!saved) setSaving(false);
  }

  return (
    <WizardFrame
      {...frame}
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
      nextDisabled={!isComplete({ accountType })}
      nextLoading={saving}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Account type</legend>
        {choices.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="accountType"
              value={type}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-ink">{ACCOUNT_TYPE_LABELS[type]}</span>
              <span className="text-sm text-muted">{ACCOUNT_TYPE_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </WizardFrame>
  );
}

/** Where a saved application may resume after the type is chosen again: any draft step past the intro. */
const DRAFT_RESUME: readonly StepName[] = DRAFT_STEP_NAMES.filter((step) => step !== "intro");

/** 'Let's verify your information' (002 §2 step 3). */
export function IntroStep({ frame, wizard }: StepProps) {
  const [saving, setSaving] = useState(false);
  return (
    <WizardFrame
      {...frame}
      description={
        <p>
          To open your {wizard.state.accountType ? ACCOUNT_TYPE_LABELS[wizard.state.accountType] : "investing"} account we
          need to confirm who you are, as every US brokerage must. It takes about five minutes: your name and birth date,
          your phone, your Social Security number, your address, your work and your financial situation. You can stop at
          any time; we save your answers as you go.
        </p>
      }
      nextLabel="Get Started"
      nextLoading={saving}
      onNext={async () => {
        setSaving(true);
        if (!(await wizard.saveAndContinue({}))) setSaving(false);
      }}
    >
      {null}
    </WizardFrame>
  );
}
