import { PRICING_PLAN_IDS } from "@/lib/auth/sign-up/pricing-plans";
import { PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-rules";

// Employer onboarding's limits and messages, and where the screen shows each, without zod: the steps need them on
// first load (employer-onboarding-schema.ts builds the step schemas from them).

/** Plan names head menus and dashboards: kept shorter than other company names. */
export const COMPANY_NAME_MAX_LENGTH = 100;
export { PERSON_NAME_MAX_LENGTH };

export const EMPLOYER_PLAN_MESSAGES = {
  /** Spec 000 §8. */
  alreadyOwner: "This customer is already the owner on a plan.",
  /** Spec 000 §8, shown as is. */
  duplicateName: "There is already a plan with that name. Please choose another one.",
  missingName: "Please enter your company name.",
  nameTooLong: `Please enter a company name of ${COMPANY_NAME_MAX_LENGTH} characters or fewer.`,
  unknownPricingPlan: `Unknown pricing plan. Use one of: ${PRICING_PLAN_IDS.join(", ")}.`,
} as const;

export const USER_NAME_MESSAGES = {
  /** Spec 000 §8. */
  missingFirstName: "Missing first name",
  missingLastName: "Missing last name",
  firstNameTooLong: `Please enter a first name of ${PERSON_NAME_MAX_LENGTH} characters or fewer.`,
  lastNameTooLong: `Please enter a last name of ${PERSON_NAME_MAX_LENGTH} characters or fewer.`,
} as const;

/** Spec 000 §8's fallback, spelled as the spec spells it. */
export const UNKNOWN_ONBOARDING_ERROR = "An unknown error occured.";
/** Where the screen shows a message: under the field it is about, or above the form. */
export type ErrorPlacement<Field extends string> = { field: Field | null; text: string };

/**
 * The company step's text for a message (spec 000 §8): an earlier plan points to the info address, a taken name is
 * shown as is, our own input checks as they are; anything else is 'An unknown error occured.'.
 */
export function companyNameErrorText(message: string | null | undefined, infoEmail: string): ErrorPlacement<"name"> {
  if (message?.includes(EMPLOYER_PLAN_MESSAGES.alreadyOwner)) {
    return { field: null, text: `It looks like you may have set up a plan before. Contact ${infoEmail}.` };
  }
  if (message?.includes(EMPLOYER_PLAN_MESSAGES.duplicateName)) {
    return { field: "name", text: EMPLOYER_PLAN_MESSAGES.duplicateName };
  }
  if (message === EMPLOYER_PLAN_MESSAGES.missingName || message === EMPLOYER_PLAN_MESSAGES.nameTooLong) {
    return { field: "name", text: message };
  }
  return { field: null, text: UNKNOWN_ONBOARDING_ERROR };
}

/** The name step's text for a message (spec 000 §8 "Name update"). */
export function userNameErrorText(
  message: string | null | undefined,
): ErrorPlacement<"firstName" | "lastName"> {
  switch (message) {
    case USER_NAME_MESSAGES.missingFirstName:
      return { field: "firstName", text: "Please enter your first name." };
    case USER_NAME_MESSAGES.missingLastName:
      return { field: "lastName", text: "Please enter your last name." };
    case USER_NAME_MESSAGES.firstNameTooLong:
      return { field: "firstName", text: message };
    case USER_NAME_MESSAGES.lastNameTooLong:
      return { field: "lastName", text: message };
    default:
      return { field: null, text: UNKNOWN_ONBOARDING_ERROR };
  }
}
