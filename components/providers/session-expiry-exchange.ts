import { mapExchange, type CombinedError, type Exchange } from "@urql/core";
import { SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";

/** True when an operation failed because the server no longer sees a session (spec 001 §4 "Session expiry"). */
export function isSessionExpiredError(error: CombinedError): boolean {
  return (
    error.graphQLErrors.some((graphQLError) => graphQLError.message.includes(SIGN_IN_AGAIN_MESSAGE)) ||
    error.message.includes(SIGN_IN_AGAIN_MESSAGE)
  );
}

/** Calls `onExpired` whenever any operation answers 'Please sign in and try again.'; results pass through unchanged. */
export function sessionExpiryExchange(onExpired: () => void): Exchange {
  return mapExchange({
    onError(error) {
      if (isSessionExpiredError(error)) onExpired();
    },
  });
}
