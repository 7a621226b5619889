import { cacheExchange, Client, fetchExchange, type Exchange } from "@urql/core";
import { retryExchange } from "@urql/exchange-retry";
import { idempotencyExchange } from "@/lib/graphql/client/idempotency-exchange";

import { CSRF_HEADERS, GRAPHQL_PATH, TRANSPORT_RETRY } from "@/lib/graphql/client/transport";

export { GRAPHQL_PATH, TRANSPORT_RETRY };

export function createGraphQLClient({
  url = GRAPHQL_PATH,
  exchanges,
  observers = [],
}: {
  url?: string;
  exchanges?: Exchange[];
  /** Exchanges placed first, seeing every result (e.g. session expiry); ignored when `exchanges` is given. */
  observers?: Exchange[];
} = {}) {
  return new Client({
    url,
    requestPolicy: "cache-first",
    fetchOptions: {
      credentials: "same-origin",
      headers: { ...CSRF_HEADERS },
    },
    exchanges: exchanges ?? [
      ...observers,
      cacheExchange,
      idempotencyExchange,
      retryExchange({
        ...TRANSPORT_RETRY,
        maxDelayMs: 5_000,
        randomDelay: true,
        retryIf: (error) => Boolean(error.networkError),
      }),
      fetchExchange,
    ],
  });
}
