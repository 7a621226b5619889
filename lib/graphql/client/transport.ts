// The client transport's rules, shared by the urql client and the small fetch-based sender public pages use.

export const GRAPHQL_PATH = "/api/graphql";

/** Spec 000 §7 / 001 §7: up to 10 attempts, 100 ms initial delay, for network failures only. */
export const TRANSPORT_RETRY = { maxNumberAttempts: 10, initialDelayMs: 100 } as const;

/** The server's CSRF guard requires this header; a cross-site form or image cannot send it. */
export const CSRF_HEADERS = { "x-graphql-yoga-csrf": "1" } as const;

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
