import type { ResultOf, VariablesOf } from "gql.tada";
import type { GraphQLString } from "./graphql-string";
import { CSRF_HEADERS, GRAPHQL_PATH, IDEMPOTENCY_KEY_HEADER, TRANSPORT_RETRY } from "./transport";

/**
 * One mutation over plain fetch, for public pages that should not ship the urql client: the same transport rules
 * (CSRF header, one idempotency key across retries, up to 10 attempts from 100 ms for network failures only).
 * The mutation is a graphqlString(), so its variables and answer are typed from the schema without a parser in the
 * page. Resolves to the mutation's field; rejects when the server cannot be reached or answers with GraphQL errors.
 */
export async function sendMutation<Mutation extends GraphQLString<unknown, never>, Field extends keyof ResultOf<Mutation> & string>(
  mutation: Mutation,
  variables: VariablesOf<Mutation>,
  field: Field,
): Promise<NonNullable<ResultOf<Mutation>[Field]>> {
  type Answer = NonNullable<ResultOf<Mutation>[Field]>;
  const body = JSON.stringify({ query: mutation, variables });
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
    const result = (await response.json()) as { data?: Record<Field, Answer | null> | null; errors?: { message: string }[] };
    const answer = result.data?.[field];
    if (result.errors?.length || !answer) {
      throw new Error(result.errors?.[0]?.message ?? `The server did not answer ${field}`);
    }
    return answer;
  }
}
