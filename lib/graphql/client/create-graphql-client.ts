import { cacheExchange, Client, fetchExchange, type Exchange } from "@urql/core";
import { retryExchange } from "@urql/exchange-retry";
import { idempotencyExchange } from "@/lib/graphql/client/idempotency-exchange";

export const GRAPHQL_PATH = "/api/graphql";

/** Spec 000 §7 / 001 §7: up to 10 attempts, 100 ms initial delay, for network failures only. */
export const TRANSPORT_RETRY = { maxNumberAttempts: 10, initialDelayMs: 100 } as const;

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
      // The server's CSRF guard requires this header; a cross-site form or image cannot send it.
      headers: { "x-graphql-yoga-csrf": "1" },
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
