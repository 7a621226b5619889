import { maxDeletionRequests, responseDeadlineDays } from "@/lib/content/legal/california-privacy-notice";

// What /ccpa promises (lib/content/legal/california-privacy-notice.ts) and how long an export's link lasts.
export const MAX_DELETION_REQUESTS = maxDeletionRequests;
export const DELETION_WINDOW_DAYS = 365;
export const RESPONSE_DEADLINE_DAYS = responseDeadlineDays;
/** An export's download link (and the file behind it) lasts this long. */
export const EXPORT_LINK_DAYS = 7;
/** Exports a member may ask for in a day: each reads everything they have. */
export const EXPORTS_PER_DAY = 3;

export const DAY_MS = 86_400_000;
/** Deletion codes emailed to a member without a password: per account in an hour, and in a day. */
export const DELETION_CODES_PER_HOUR = 5;
export const DELETION_CODES_PER_DAY = 10;

export const YOUR_DATA_MESSAGES = {
  exportInProgress: "Your data is already being gathered. We will email you when it is ready.",
  tooManyExports: "You have asked for your data several times today. Please try again tomorrow.",
  tooManyDeletions: `You can ask us to delete your account ${maxDeletionRequests === 2 ? "twice" : `${maxDeletionRequests} times`} in 12 months, and you already have. Please contact us.`,
  deletionPending: "Your deletion request is already being handled.",
  codeRequired: "Please enter the code we emailed you.",
  codeInvalid: "Invalid code",
  codeExpired: "This code has expired or was tried too many times. Please ask for a new one.",
  codeNotNeeded: "Your account has a password: confirm the deletion with it.",
  exportNotFound: "This download was not found.",
  exportExpired: "This download has expired. Please ask for a new one.",
  legalHold:
    "We are required by law to keep some of your records for now, so our team will handle this request by hand and answer within 45 days.",
  investingAccounts:
    "You have an investing account. Brokerage records must be kept for six years by law, so our team will close your account by hand and answer within 45 days.",
} as const;

/** What staff read when a deletion request cannot be completed yet, or a hold cannot change. */
export const STAFF_DATA_RIGHTS_MESSAGES = {
  requestNotFound: "No deletion request waiting for staff was found.",
  stillOnLegalHold: "This customer is under a legal hold. Lift the hold before completing the deletion.",
  stillHasInvestingAccount: "This customer has an investing account that is not closed. Close it before completing the deletion.",
  noHoldToLift: "This customer is not under a legal hold.",
  accountDeleted: "This account has been deleted.",
} as const;
