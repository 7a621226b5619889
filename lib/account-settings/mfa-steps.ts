// The steps of /account-details/mfa (spec 001 §4 "Account settings: two-factor toggle"): the screen's state carries
// type (enable or disable), phoneNumber and step.

export type MfaStep = "ENTRY" | "REMOVE" | "EDIT" | "EDIT_ENTRY";
export type MfaStepState = { step: MfaStep; type: "enable" | "disable"; phoneNumber: string };

/** The toggle turns two-factor on (ENTRY) or off (REMOVE); a new number goes to EDIT_ENTRY when it is on, EDIT when off. */
export function mfaStepFor(action: "toggle" | "edit-phone", is2faEnabled: boolean): MfaStep {
  if (action === "toggle") return is2faEnabled ? "REMOVE" : "ENTRY";
  return is2faEnabled ? "EDIT_ENTRY" : "EDIT";
}

/** What verifyMfaCode is asked to do at each step: on with this number (ENTRY, EDIT_ENTRY), or not (REMOVE, EDIT). */
export const ENABLE_2FA_AT: Record<MfaStep, boolean> = { ENTRY: true, REMOVE: false, EDIT: false, EDIT_ENTRY: true };

export const MFA_STEP_TEXT: Record<MfaStep, { title: string; done: string }> = {
  ENTRY: { title: "Turn on two-step verification", done: "Two-step verification is on" },
  REMOVE: { title: "Turn off two-step verification", done: "Two-step verification is off" },
  EDIT: { title: "Confirm your new phone number", done: "Phone number updated" },
  EDIT_ENTRY: { title: "Confirm your new phone number", done: "Phone number updated" },
};

/** The client's words (spec 002 §8 MFA send and verify). */
export const MFA_CLIENT_MESSAGES = {
  codeSent: "Code sent successfully",
  sendFailed: "Unexpected error sending MFA code",
  invalidCode: "Invalid code",
  verifyFailed: "Unexpected error verifying code",
  networkSendFailed: "There was an error sending the code",
} as const;

/** A refused send as the member reads it: the seconds to wait when it is only the 30-second cooldown. */
export function sendRefusalText(error: string, retryAfterSeconds: number | null | undefined): string {
  if (!retryAfterSeconds || retryAfterSeconds > 60) return error;
  return `Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"} before asking for another code.`;
}

/** The screen's state between the settings page and the code screen: this tab only, never in the URL. */
export const MFA_STATE_KEY = "account-details-mfa";
