import type { HrSystemErrorKind } from "@/lib/integrations/hr-system/types";

// What administrators read on the Roster tab when a sync fails, by the kind of failure.

export const HR_SYNC_FAILURE_MESSAGES: Record<HrSystemErrorKind, string> = {
  REAUTH_REQUIRED: "Your HR system no longer accepts our connection. Connect it again to keep the roster up to date.",
  INVALID_CODE: "Connecting your HR system did not finish. Try again.",
  RATE_LIMITED: "Your HR system asked us to wait before syncing again. We will try again automatically.",
  PROVIDER_ERROR: "Your HR system did not answer. We will try again automatically.",
};

export const UNEXPECTED_SYNC_FAILURE = "The sync failed on our side, and nothing was changed. We will try again automatically.";

/** More than this share of the active roster ending in one sync looks like a broken directory, not a layoff. */
export const MAX_TERMINATED_SHARE = 0.5;
/** ...unless it is only a few people. */
export const MIN_TERMINATIONS_TO_CHECK = 10;

export const tooManyTerminationsMessage = (terminated: number, active: number) =>
  `The HR system's directory would end access for ${terminated} of ${active} employees at once, so nothing was changed. ` +
  "Check the directory in your HR system, then choose Refresh now; or upload a roster file instead.";
