"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { ACCOUNT_TYPES } from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import type { AccountType } from "@/lib/investing/registration/registration-schemas";
import { REGISTRATION_DRAFT, REGISTRATION_START, SAVE_REGISTRATION_DRAFT } from "./registration-operations";
import { loadRegistrationSteps, registrationSteps } from "./load-registration-schemas";
import { includedSteps, nextStepName, previousStepName, resolveStep, STEP_REGISTRY, stepContext } from "./step-registry";
import {
  isStepName,
  LOAD_ERROR_MESSAGE,
  SAVE_ERROR_MESSAGE,
  viewToState,
  withoutTypename,
  type DraftFields,
  type StepName,
  DRAFT_STEP_NAMES,
  type WizardApi,
  type WizardState,
} from "./wizard-state";


const isAccountType = (value: string | null | undefined): value is AccountType =>
  !!value && (ACCOUNT_TYPES as readonly string[]).includes(value);

function emptyState(params: URLSearchParams): WizardState {
  return {
    accountType: null,
    isRollover: params.get("rollover") === "true",
    draft: {},
    taxIdLastFour: null,
    lnpId: null,
    phoneVerified: false,
    accountId: params.get("accountId"),
    agreements: [],
    accounts: [],
    email: "",
    loading: true,
    error: null,
    transferIntentId: params.get("transferIntentId"),
    tradAccountId: params.get("tradAccountId"),
    rothAccountId: params.get("rothAccountId"),
  };
}

/** The wizard's URL: the step and account live in it so that a reload resumes (002 §2). */
export function wizardUrl(step: StepName, state: WizardState): string {
  const query = new URLSearchParams({ stepName: step });
  if (state.accountType) query.set("accountType", state.accountType);
  if (state.accountId) query.set("accountId", state.accountId);
  if (state.isRollover) query.set("rollover", "true");
  if (state.transferIntentId) query.set("transferIntentId", state.transferIntentId);
  if (state.tradAccountId) query.set("tradAccountId", state.tradAccountId);
  if (state.rothAccountId) query.set("rothAccountId", state.rothAccountId);
  return `/investing/register?${query.toString()}`;
}

/**
 * The account-opening wizard (spec 002 §2, §4): one route, the step and account id in the URL, the draft saved on the
 * server at every Next. Which steps are in the flow, their Next rules and Back are the registry's (step-registry.tsx).
 */
export function RegistrationWizard({ manifestEnabled }: { manifestEnabled: boolean }) {
  const params = useSearchParams();
  const router = useRouter();
  const client = useClient();
  const { toast } = useToast();
  const [state, setState] = useState<WizardState>(() => emptyState(new URLSearchParams(params?.toString() ?? "")));
  const stateRef = useRef(state);
  const [step, setStep] = useState<StepName | null>(null);
  const stepRef = useRef<StepName | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef<StepName | null>(null);

  const commit = useCallback((next: WizardState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const goTo = useCallback(
    (name: StepName, patch: Partial<WizardState> = {}) => {
      const next = { ...stateRef.current, ...patch };
      const target = resolveStep(name, stepContext(next));
      commit(next);
      stepRef.current = target;
      setStep(target);
      // The address only records the step (a reload resumes there); the page has nothing new to fetch, so no server
      // round trip: the browser's own history, which Next's router follows (useSearchParams sees it).
      window.history.replaceState(null, "", wizardUrl(target, next));
    },
    [commit],
  );

  const load = useCallback(async () => {
    const query = new URLSearchParams(params?.toString() ?? "");
    // The steps (their components, rules and schemas, zod with them) load alongside the application; no step shows
    // before both are here.
    const schemas = loadRegistrationSteps().then(
      () => true,
      () => false,
    );
    const start = await client.query(REGISTRATION_START, {}, { requestPolicy: "network-only" }).toPromise();
    if (!start.data || !(await schemas)) {
      setLoadFailed(true);
      return;
    }
    const accounts = start.data.apexAccounts;
    const base: WizardState = { ...emptyState(query), accounts, email: start.data.authenticationInfo.email };
    const account = base.accountId ? accounts.find((candidate) => candidate.accountId === base.accountId) : undefined;
    const accountType = isAccountType(query.get("accountType"))
      ? (query.get("accountType") as AccountType)
      : isAccountType(account?.accountType)
        ? (account!.accountType as AccountType)
        : null;
    const isRollover = base.isRollover || !!account?.isRollover;
    let loaded: WizardState = { ...base, accountType, isRollover };
    if (accountType) {
      const draft = await client
        .query(REGISTRATION_DRAFT, { accountType, isRollover }, { requestPolicy: "network-only" })
        .toPromise();
      if (!draft.data) {
        setLoadFailed(true);
        return;
      }
      loaded = { ...loaded, ...viewToState(draft.data.registrationDraft) };
    }
    loaded = { ...loaded, loading: false };
    const context = stepContext(loaded);
    const asked = query.get("stepName");
    let first: StepName = isStepName(asked) ? asked : context.hasUnfinishedAccounts ? "resume" : "accountSelection";
    if (DRAFT_STEP_NAMES.includes(first) && !accountType) first = "accountSelection";
    if ((first === "success" || first === "investmentStrategy" || first === "interestedParty") && !loaded.accountId) {
      first = "accountSelection";
    }
    goTo(first, loaded);
  }, [client, goTo, params]);

  useEffect(() => {
    // A timer, not a direct call: a development double mount then loads once.
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
    // Once, on arrival: later moves are the wizard's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each step renders its own frame: the move to the new step's heading happens here.
  useEffect(() => {
    if (!step || shownStep.current === step) return;
    const first = shownStep.current === null;
    shownStep.current = step;
    if (first) return;
    window.scrollTo({ top: 0 });
    container.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [step]);

  const saveAndContinue: WizardApi["saveAndContinue"] = async (fields, options = {}) => {
    const current = stateRef.current;
    const from = stepRef.current;
    if (!current.accountType || !from) return false;
    const phoneChanged = fields.phoneNumber !== undefined && fields.phoneNumber !== current.draft.phoneNumber;
    const predicted: WizardState = {
      ...current,
      draft: { ...current.draft, ...fields },
      phoneVerified: phoneChanged ? false : current.phoneVerified,
    };
    const predictedNext = options.to ?? nextStepName(from, stepContext(predicted));
    // The account type is the draft's key, not one of its input fields.
    const { accountType: _accountType, ...entered } = fields;
    const draft: DraftFields = { ...entered, isRollover: current.isRollover };
    const result = await client
      .mutation(SAVE_REGISTRATION_DRAFT, {
        accountType: current.accountType,
        stepName: predictedNext,
        draft: withoutTypename(draft),
        socialSecurity: options.socialSecurity ?? null,
      })
      .toPromise();
    const payload = result.data?.saveRegistrationDraft;
    if (!payload?.registrationDraft || payload.error) {
      toast({ message: payload?.error ?? SAVE_ERROR_MESSAGE, theme: "error" });
      return false;
    }
    const saved: WizardState = { ...predicted, ...viewToState(payload.registrationDraft) };
    commit(saved);
    if (options.beforeMove && !(await options.beforeMove(saved))) return false;
    const next = options.to ?? nextStepName(from, stepContext(stateRef.current));
    if (next) goTo(next);
    return true;
  };

  const api: WizardApi = {
    state,
    client,
    update: (patch) => commit({ ...stateRef.current, ...patch }),
    saveAndContinue,
    continueTo: (to, patch = {}) => {
      const next = { ...stateRef.current, ...patch };
      const target = to ?? (stepRef.current ? nextStepName(stepRef.current, stepContext(next)) : null);
      if (target) goTo(target, patch);
    },
    goTo,
    navigate: (href) => router.push(href),
    manifestEnabled,
  };

  if (loadFailed) {
    return (
      <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4">
        <p className="text-base text-ink">{LOAD_ERROR_MESSAGE}</p>
        <Button
          onClick={() => {
            setLoadFailed(false);
            void load();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!step) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
        <Spinner />
        <span>Loading your application…</span>
      </div>
    );
  }

  const context = stepContext(state);
  const steps = includedSteps(context);
  const definition = STEP_REGISTRY[step];
  const previous = previousStepName(step, context);
  const Step = registrationSteps()[definition.component];
  return (
    <div ref={container}>
      <Step
        key={step}
        wizard={api}
        isComplete={definition.isComplete}
        frame={{
          step: Math.max(1, steps.indexOf(step) + 1),
          totalSteps: steps.length,
          title: definition.title,
          progressLabel: "Account opening progress",
          onBack: previous ? () => goTo(previous) : undefined,
          hideBack: !previous,
          backDisabled: definition.backDisabled,
        }}
      />
    </div>
  );
}
