import { makeOperation, mapExchange, type Exchange } from "@urql/core";

import { IDEMPOTENCY_KEY_HEADER } from "./transport";

export { IDEMPOTENCY_KEY_HEADER };

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Gives every mutation one idempotency key when it is first sent. The retry exchange (after this one) re-sends
 * the same operation with the same key, so the server answers a retried mutation without acting twice.
 */
export const idempotencyExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind !== "mutation") return operation;
    const fetchOptions =
      typeof operation.context.fetchOptions === "function"
        ? operation.context.fetchOptions()
        : (operation.context.fetchOptions ?? {});
    const headers = new Headers(fetchOptions.headers);
    if (headers.has(IDEMPOTENCY_KEY_HEADER)) return operation;
    headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      fetchOptions: { ...fetchOptions, headers: Object.fromEntries(headers.entries()) },
    });
  },
});
