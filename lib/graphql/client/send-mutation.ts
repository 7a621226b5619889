import { CSRF_HEADERS, GRAPHQL_PATH, IDEMPOTENCY_KEY_HEADER, TRANSPORT_RETRY } from "./transport";

/**
 * One mutation over plain fetch, for public pages that should not ship the urql client: the same transport rules
 * (CSRF header, one idempotency key across retries, up to 10 attempts from 100 ms for network failures only).
 * Resolves to the mutation's field; rejects when the server cannot be reached or answers with GraphQL errors.
 */
export async function sendMutation<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
  const body = JSON.stringify({ query, variables });
  const headers = { "content-type": "application/json", ...CSRF_HEADERS, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
  let delay: number = TRANSPORT_RETRY.initialDelayMs;

  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(GRAPHQL_PATH, { method: "POST", credentials: "same-origin", headers, body });
    } catch (networkError) {
      if (attempt >= TRANSPORT_RETRY.maxNumberAttempts) throw networkError;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5_000);
      continue;
    }
    const result = (await response.json()) as { data?: Record<string, T> | null; errors?: { message: string }[] };
    if (result.errors?.length || !result.data?.[field]) {
      throw new Error(result.errors?.[0]?.message ?? `The server did not answer ${field}`);
    }
    return result.data[field];
  }
}
