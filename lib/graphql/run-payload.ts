import { isAppError } from "@/lib/errors";

export type ErrorFields = { error: string | null; errorField?: string | null; retryAfterSeconds?: number | null };

/**
 * Runs a domain call for an operation whose result carries an `error` field (most of the spec's operations).
 * A domain error becomes `{ error: message }` with the spec's text; anything unexpected is rethrown, and the
 * server masks it (lib/graphql/yoga.ts) so no internals reach the caller.
 */
export async function runPayload<T extends object>(
  call: () => Promise<T>,
  onError: (fields: ErrorFields) => T & ErrorFields,
): Promise<T & ErrorFields> {
  try {
    return { error: null, errorField: null, ...(await call()) };
  } catch (error) {
    if (isAppError(error) && error.code !== "UNAUTHENTICATED") {
      return onError({ error: error.message, errorField: error.field ?? null, retryAfterSeconds: error.retryAfterSeconds ?? null });
    }
    throw error;
  }
}
