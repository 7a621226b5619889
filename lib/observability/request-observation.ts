import { AsyncLocalStorage } from "node:async_hooks";

/** What the handlers learn about the request being answered that its log line and metrics carry. */
export type RequestObservation = {
  /** The id the request's lines share (lib/log/with-request-log.ts); otherwise the answer's x-request-id is used. */
  requestId?: string;
  /** The GraphQL operation's name (lib/observability/observe-graphql-operations.ts). */
  operation?: string;
  operationType?: "query" | "mutation" | "subscription";
  /** Whether the operation answered with errors. */
  operationFailed?: boolean;
  userId?: string;
};

// On globalThis for the same reason as lib/log/log-context.ts: instrumentation.ts's copy of this module writes the
// store, the GraphQL route's copy reads it.
const globalForObservation = globalThis as typeof globalThis & {
  __wellnessRequestObservation?: AsyncLocalStorage<RequestObservation>;
};
export const requestObservationStorage = (globalForObservation.__wellnessRequestObservation ??=
  new AsyncLocalStorage<RequestObservation>());

/** The observation of the request this code runs for, if its server observes requests. */
export function currentRequestObservation(): RequestObservation | undefined {
  return requestObservationStorage.getStore();
}
