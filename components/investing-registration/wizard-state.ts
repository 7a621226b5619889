import type { Client } from "urql";
import type { AccountType, RegistrationDraftData } from "@/lib/investing/registration/registration-schemas";
import type { RegistrationAccount, RegistrationAgreement, RegistrationDraftResult } from "./registration-operations";

/** The wizard's steps in their order (spec 002 §2); uploadSuccess is the screen after the 3210 upload. */
export const STEP_NAMES = [
  "resume",
  "accountSelection",
  "intro",
  "recoveryEmail",
  "personDetails",
  "verifyPhone",
  "socialSecurity",
  "residentialAddress",
  "mailingAddress",
  "employmentStatus",
  "financialStatus",
  "disclosures",
  "trustedContact",
  "review",
  "uploadDocuments",
  "uploadSuccess",
  "interestedParty",
  "success",
  "investmentStrategy",
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** The steps that fill in the draft (intro to review): they need an account type. */
export const DRAFT_STEP_NAMES: readonly StepName[] = STEP_NAMES.slice(STEP_NAMES.indexOf("intro"), STEP_NAMES.indexOf("review") + 1);

export function isStepName(value: string | null | undefined): value is StepName {
  return !!value && (STEP_NAMES as readonly string[]).includes(value);
}

/** What the wizard holds while the member goes through it (002 §3 registration draft, minus the SSN). */
export type WizardState = {
  accountType: AccountType | null;
  isRollover: boolean;
  draft: RegistrationDraftData;
  /** Last four of the SSN on file, shown as •••-••-1234. */
  taxIdLastFour: string | null;
  /** Set when the clearing firm already knows the member: name, birth date and SSN are fixed. */
  lnpId: string | null;
  phoneVerified: boolean;
  accountId: string | null;
  agreements: RegistrationAgreement[];
  accounts: RegistrationAccount[];
  /** The member's sign-in email (the account party's). */
  email: string;
  /** Loading the draft or the accounts. */
  loading: boolean;
  /** The account-creation error shown on review. */
  error: string | null;
  /** From the URL: a manifest rollover in progress, and the accounts it knows. */
  transferIntentId: string | null;
  tradAccountId: string | null;
  rothAccountId: string | null;
};

/** What decides which steps are in the flow (002 §2). */
export type StepContext = {
  hasUnfinishedAccounts: boolean;
  phoneVerified: boolean;
  mailingAddressSame: boolean;
  needsLetter3210: boolean;
  loading: boolean;
};

export type StepFrame = {
  step: number;
  totalSteps: number;
  title: string;
  progressLabel: string;
  onBack?: () => void;
  hideBack: boolean;
  backDisabled: boolean;
};

export type DraftFields = Partial<RegistrationDraftData>;

export type WizardApi = {
  state: WizardState;
  client: Client;
  /** Adds fields to the draft here, without saving. */
  update(patch: Partial<WizardState>): void;
  /**
   * Saves the step's fields (and, from the socialSecurity step only, the SSN) with the step to come back to, then
   * moves on to the next step of the flow, or `to`. False when the save failed (the member has been told).
   */
  saveAndContinue(
    fields: DraftFields,
    options?: {
      socialSecurity?: string;
      to?: StepName;
      /** Runs after the save, before the move; false stays on the step (personDetails sends the code here). */
      beforeMove?: (saved: WizardState) => Promise<boolean>;
    },
  ): Promise<boolean>;
  /** Moves to the next step of the flow without saving (after the account exists). */
  continueTo(to?: StepName, patch?: Partial<WizardState>): void;
  goTo(name: StepName, patch?: Partial<WizardState>): void;
  /** Leaves the wizard. */
  navigate(href: string): void;
  /** The manifest rollover option may be offered (hidden in production, 002 §9). */
  manifestEnabled: boolean;
};

export type StepProps = {
  frame: StepFrame;
  wizard: WizardApi;
  /** The registry's Next rule for this step. */
  isComplete: (values: unknown) => boolean;
};

/** The draft as the server answered it, in the shared schema's shape (no nulls for absent text, no __typename). */
export function draftFromServer(view: RegistrationDraftResult["draft"]): RegistrationDraftData {
  const clean = withoutTypename(view) as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(clean)) {
    if (value !== null && value !== undefined) draft[key] = value;
  }
  if (draft.trustedContact) {
    const contact = draft.trustedContact as Record<string, unknown>;
    for (const key of Object.keys(contact)) if (contact[key] === null && key !== "contactMethod" && key !== "mailingAddress") delete contact[key];
  }
  return draft as RegistrationDraftData;
}

/** urql's cache adds __typename to every object; inputs must not carry it back. */
export function withoutTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypename) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== "__typename").map(([key, inner]) => [key, withoutTypename(inner)]),
    ) as T;
  }
  return value;
}

/** 002 §2: listed for resuming when it has no model portfolio or is still PENDING. */
export function isUnfinishedAccount(account: Pick<RegistrationAccount, "state" | "modelPortfolio">): boolean {
  return account.state === "PENDING" || !account.modelPortfolio;
}

/** "(512) 555 0142" from the phone field's digits; the digits as they are while incomplete. */
export function formatPhoneDigits(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(0, 10);
  if (d.length < 10) return d;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** The phone field's digits from the draft's "(512) 555 0142". */
export function phoneDigits(formatted: string | null | undefined): string {
  return (formatted ?? "").replace(/\D/g, "").slice(-10);
}

export const SAVE_ERROR_MESSAGE = "We couldn't save your details. Please try again.";
export const LOAD_ERROR_MESSAGE = "We couldn't load your application. Please try again.";

export function viewToState(view: RegistrationDraftResult): Partial<WizardState> {
  return {
    draft: draftFromServer(view.draft),
    taxIdLastFour: view.taxIdLastFour ?? null,
    lnpId: view.lnpId ?? null,
    phoneVerified: view.phoneVerified,
  };
}
