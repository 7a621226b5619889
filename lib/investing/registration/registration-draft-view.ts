import type { AccountType, RegistrationDraftData } from "./registration-schemas";

/** What the wizard resumes from (002 §3 registration draft; the SSN only as its last four). */
export type RegistrationDraftView = {
  accountType: AccountType;
  stepName: string | null;
  data: RegistrationDraftData;
  /** Last four of the SSN saved for this application or held by the clearing firm; null when none yet. */
  taxIdLastFour: string | null;
  /** Set when the clearing firm already knows the member: name, birth date and SSN cannot change. */
  lnpId: string | null;
  /** The draft's phone number is the member's verified one. */
  phoneVerified: boolean;
};
