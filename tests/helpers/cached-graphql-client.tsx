import type { OperationDefinitionNode } from "graphql";
import { cacheExchange, Client, makeResult, Provider, type Exchange, type Operation } from "urql";
import { filter, fromValue, map, mergeMap, never, pipe } from "wonka";

type Answer = (name: string, variables: Record<string, unknown>) => unknown;

/**
 * A urql client with the app's document cache whose network answers each operation by name (`answer` returns the
 * data, or null to leave it pending) and records every call. Unlike mockGraphQLClient, a mutation refetches the
 * queries it invalidates, so a test sees what the member sees after a write. Give results their __typename.
 */
export function cachedGraphQLClient(answer: Answer) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const respond = (operation: Operation) => {
    const name = (operation.query.definitions.find((definition) => definition.kind === "OperationDefinition") as OperationDefinitionNode)
      ?.name?.value ?? "";
    const variables = (operation.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    return answer(name, variables);
  };
  const network: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== "teardown"),
      mergeMap((operation) => {
        const data = respond(operation);
        return data ? pipe(fromValue(data), map((value) => makeResult(operation, { data: value }))) : never;
      }),
    );
  const client = new Client({ url: "http://localhost/graphql", exchanges: [cacheExchange, network] });
  const wrapper = ({ children }: { children: React.ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { client, calls, wrapper };
}
