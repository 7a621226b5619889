import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ToastProvider } from "@/components/ui/toast";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";
import type { StepFrame, StepProps, WizardApi, WizardState } from "@/components/investing-registration/wizard-state";

export function wizardState(patch: Partial<WizardState> = {}): WizardState {
  return {
    accountType: "INDIVIDUAL",
    isRollover: false,
    draft: {},
    taxIdLastFour: null,
    lnpId: null,
    phoneVerified: true,
    accountId: null,
    agreements: [],
    accounts: [],
    email: "robin@example.com",
    loading: false,
    error: null,
    transferIntentId: null,
    tradAccountId: null,
    rothAccountId: null,
    ...patch,
  };
}

export const frame: StepFrame = {
  step: 3,
  totalSteps: 12,
  title: "Step title",
  progressLabel: "Account opening progress",
  onBack: () => {},
  hideBack: false,
  backDisabled: false,
};

/** A step rendered alone, with a wizard whose moves are recorded. */
export function renderStep(
  Step: (props: StepProps) => ReactElement,
  isComplete: StepProps["isComplete"],
  patch: Partial<WizardState> = {},
) {
  const wizard: WizardApi = {
    state: wizardState(patch),
    client: createGraphQLClient({ url: "http://localhost/api/graphql" }),
    update: jest.fn(),
    saveAndContinue: jest.fn(async () => true),
    continueTo: jest.fn(),
    goTo: jest.fn(),
    navigate: jest.fn(),
    manifestEnabled: true,
  };
  const view = render(
    <GraphQLProvider>
      <ToastProvider>
        <Step frame={frame} wizard={wizard} isComplete={isComplete} />
      </ToastProvider>
    </GraphQLProvider>,
  );
  return { wizard, ...view };
}
