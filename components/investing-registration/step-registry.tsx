import { isValidDisclosures, needsLetter3210, SSN_FORMATTED_LENGTH } from "@/lib/investing/registration/registration-rules";
import type { Disclosures } from "@/lib/investing/registration/registration-schemas";
import { registrationSchemas, registrationSteps, type StepComponentName, type StepSchemaName } from "./load-registration-schemas";
import { STEP_NAMES, type StepContext, type StepName, type WizardState } from "./wizard-state";

type StepParts = ReturnType<typeof registrationSteps>;

export type StepDefinition = {
  name: StepName;
  title: string;
  /** The step's shared zod schema (the server checks the same), when it has fields; the wizard loads them. */
  schema?: StepSchemaName;
  /** 002 §5: Next is enabled only when this holds for the step's current values. */
  isComplete: (values: unknown) => boolean;
  /** 002 §2: Back is disabled on the steps after the account exists. */
  backDisabled: boolean;
  /** 002 §2: whether the step is in the flow; absent means always. */
  included?: (context: StepContext) => boolean;
  /** The step's component in steps/step-parts.ts, which the wizard loads with the application. */
  component: StepComponentName;
};

const bySchema = (name: StepSchemaName) => (values: unknown) => registrationSchemas()[name].safeParse(values).success;
const always = () => true;

/** The association steps: only with a FINRA or clearing-firm association, and only once the draft is loaded. */
const withAssociation = (context: StepContext) => context.needsLetter3210 && !context.loading;

export const STEP_REGISTRY: Record<StepName, StepDefinition> = {
  resume: {
    name: "resume",
    title: "Open new account or resume",
    isComplete: always,
    backDisabled: false,
    included: (context) => context.hasUnfinishedAccounts,
    component: "ResumeStep",
  },
  accountSelection: {
    name: "accountSelection",
    title: "What kind of account do you want?",
    schema: "accountSelectionSchema",
    isComplete: bySchema("accountSelectionSchema"),
    backDisabled: false,
    component: "AccountSelectionStep",
  },
  intro: { name: "intro", title: "Let's verify your information", isComplete: always, backDisabled: false, component: "IntroStep" },
  recoveryEmail: {
    name: "recoveryEmail",
    title: "Set a recovery email",
    schema: "recoveryEmailSchema",
    isComplete: bySchema("recoveryEmailSchema"),
    backDisabled: false,
    component: "RecoveryEmailStep",
  },
  personDetails: {
    name: "personDetails",
    title: "Confirm your details",
    schema: "personDetailsSchema",
    isComplete: bySchema("personDetailsSchema"),
    backDisabled: false,
    component: "PersonDetailsStep",
  },
  verifyPhone: {
    name: "verifyPhone",
    title: "Let's verify your phone number",
    schema: "verifyPhoneSchema",
    isComplete: bySchema("verifyPhoneSchema"),
    backDisabled: false,
    included: (context) => !context.phoneVerified,
    component: "VerifyPhoneStep",
  },
  socialSecurity: {
    name: "socialSecurity",
    title: "What's your Social Security number?",
    schema: "socialSecuritySchema",
    isComplete: (values) => {
      const { socialSecurity = "", socialSecurityConfirm = false, onFile = false } = values as {
        socialSecurity?: string;
        socialSecurityConfirm?: boolean;
        onFile?: boolean;
      };
      return onFile || (socialSecurity.length === SSN_FORMATTED_LENGTH && socialSecurityConfirm);
    },
    backDisabled: false,
    component: "SocialSecurityStep",
  },
  residentialAddress: {
    name: "residentialAddress",
    title: "What's your home address?",
    schema: "residentialAddressSchema",
    isComplete: bySchema("residentialAddressSchema"),
    backDisabled: false,
    component: "ResidentialAddressStep",
  },
  mailingAddress: {
    name: "mailingAddress",
    title: "What's your mailing address?",
    schema: "mailingAddressSchema",
    isComplete: bySchema("mailingAddressSchema"),
    backDisabled: false,
    included: (context) => !context.mailingAddressSame,
    component: "MailingAddressStep",
  },
  employmentStatus: {
    name: "employmentStatus",
    title: "What's your employment status?",
    schema: "employmentStatusSchema",
    isComplete: bySchema("employmentStatusSchema"),
    backDisabled: false,
    component: "EmploymentStatusStep",
  },
  financialStatus: {
    name: "financialStatus",
    title: "What's your financial status and goal?",
    schema: "financialStatusSchema",
    isComplete: bySchema("financialStatusSchema"),
    backDisabled: false,
    component: "FinancialStatusStep",
  },
  disclosures: {
    name: "disclosures",
    title: "Do you have any disclosures?",
    schema: "disclosuresSchema",
    isComplete: (values) => isValidDisclosures(values as Disclosures),
    backDisabled: false,
    component: "DisclosuresStep",
  },
  trustedContact: {
    name: "trustedContact",
    title: "Add a trusted contact",
    schema: "trustedContactSchema",
    isComplete: (values) => registrationSteps().isCompleteTrustedContact(values),
    backDisabled: false,
    component: "TrustedContactStep",
  },
  review: { name: "review", title: "Review Your Details", isComplete: always, backDisabled: false, component: "ReviewStep" },
  uploadDocuments: {
    name: "uploadDocuments",
    title: "Upload your signed 3210 letter",
    isComplete: (values) => values instanceof File,
    backDisabled: true,
    included: withAssociation,
    component: "UploadDocumentsStep",
  },
  uploadSuccess: {
    name: "uploadSuccess",
    title: "Document uploaded",
    isComplete: always,
    backDisabled: true,
    included: withAssociation,
    component: "UploadSuccessStep",
  },
  interestedParty: {
    name: "interestedParty",
    title: "Add an interested party",
    isComplete: (values) => registrationSteps().isValidPartyList(values as Parameters<StepParts["isValidPartyList"]>[0]),
    backDisabled: true,
    included: withAssociation,
    component: "InterestedPartyStep",
  },
  success: {
    name: "success",
    title: "Almost there!",
    isComplete: (values) => registrationSteps().canAffirm(values as Parameters<StepParts["canAffirm"]>[0]),
    backDisabled: true,
    component: "AgreementsStep",
  },
  investmentStrategy: {
    name: "investmentStrategy",
    title: "Now, let's get your ideal investment strategy",
    isComplete: always,
    backDisabled: true,
    component: "InvestmentStrategyStep",
  },
};

export function stepContext(state: WizardState): StepContext {
  return {
    hasUnfinishedAccounts: state.accounts.some((account) => account.state === "PENDING" || !account.modelPortfolio),
    phoneVerified: state.phoneVerified,
    mailingAddressSame: !!state.draft.mailingAddressSame,
    needsLetter3210: needsLetter3210(state.draft.disclosures),
    loading: state.loading,
  };
}

export function isIncluded(name: StepName, context: StepContext): boolean {
  return STEP_REGISTRY[name].included?.(context) ?? true;
}

/** The steps of the flow for this member, in order. */
export function includedSteps(context: StepContext): StepName[] {
  return STEP_NAMES.filter((name) => isIncluded(name, context));
}

/** The first included step after `name` in the full order (works from a step that has since left the flow). */
export function nextStepName(name: StepName, context: StepContext): StepName | null {
  const index = STEP_NAMES.indexOf(name);
  return STEP_NAMES.slice(index + 1).find((candidate) => isIncluded(candidate, context)) ?? null;
}

export function previousStepName(name: StepName, context: StepContext): StepName | null {
  const index = STEP_NAMES.indexOf(name);
  return [...STEP_NAMES.slice(0, index)].reverse().find((candidate) => isIncluded(candidate, context)) ?? null;
}

/** The step to show for `name`: itself when in the flow, else the next one that is. */
export function resolveStep(name: StepName, context: StepContext): StepName {
  return isIncluded(name, context) ? name : (nextStepName(name, context) ?? name);
}
