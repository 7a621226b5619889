// The account-link messages (001 §8). Plain strings and functions: the server answers with the first two, the
// browser turns an answer into what the member reads.

/** The server's answer when the member already linked the institution. */
export const ALREADY_LINKED_MESSAGE = "Accounts already added for this institution.";
/** Every other failure, on the server and in the browser. */
export const LINK_ERROR_MESSAGE = "Error connecting to institution. Please try again later.";

/** What the member reads for a failed link: the long form of the duplicate message, or the generic one. */
export function linkErrorMessage(serverError: string, institutionName?: string | null): string {
  if (serverError !== ALREADY_LINKED_MESSAGE) return LINK_ERROR_MESSAGE;
  const institution = institutionName?.trim() || "this institution";
  return `${ALREADY_LINKED_MESSAGE} Please remove all accounts associated with ${institution} if you wish to re-link.`;
}

/** A linked institution the member does not have (missing, another member's, or already removed). */
export const INSTITUTION_NOT_FOUND_MESSAGE = "Institution not found.";

/** The provider could not unlink the institution (an outage): nothing was removed, so trying later is safe. */
export function unlinkFailedMessage(institutionName: string): string {
  return `We couldn't unlink ${institutionName} right now, so nothing was removed. Please try again later.`;
}

/** The success toast. */
export function linkSuccessMessage(institutionName: string): string {
  return `${institutionName} accounts added`;
}

/** A refresh or reconnect whose sync still failed: what is wrong, in the member's words. */
export function syncStillFailingMessage(item: { name: string; latestSyncErrorKind: string | null }): string {
  if (item.latestSyncErrorKind === "ITEM_LOGIN_REQUIRED") {
    return `${item.name} needs you to sign in again before we can update it. Choose Reconnect.`;
  }
  return `We couldn't reach ${item.name} just now, so nothing changed. Please try again later.`;
}
