import type { DocumentNode, OperationDefinitionNode } from "graphql";
import { Provider, type Client } from "urql";
import { concat, fromValue, never, pipe, take, toPromise } from "wonka";

type Answer = { data?: unknown; error?: unknown } | "pending";
type Responder = (variables: Record<string, unknown>) => Answer;

const operationName = (query: DocumentNode) =>
  (query.definitions.find((definition) => definition.kind === "OperationDefinition") as OperationDefinitionNode)
    ?.name?.value ?? "";

/**
 * A urql client that answers each operation by name from `responders` and records every call, so components run
 * their real hooks without a server.
 */
export function mockGraphQLClient(responders: Record<string, Responder>) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const answer = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => {
    const name = operationName(request.query);
    const variables = request.variables ?? {};
    calls.push({ name, variables });
    const responder = responders[name];
    const result = responder ? responder(variables) : "pending";
    if (result === "pending") return never;
    // A real client's query stream stays open (cache updates); one that ends would clear the result's error.
    return concat([fromValue({ operation: request, data: result.data, error: result.error, stale: false, hasNext: false }), never]);
  };
  const client = {
    executeQuery: jest.fn(answer),
    executeMutation: jest.fn(answer),
    executeSubscription: jest.fn(() => never),
    // `client.mutation(...).toPromise()`, as components that await one answer call it.
    mutation: jest.fn((query: DocumentNode, variables?: Record<string, unknown>) => ({
      toPromise: () => pipe(answer({ query, variables }), take(1), toPromise),
    })),
  } as unknown as Client;
  const wrapper = ({ children }: { children: React.ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { client, calls, wrapper };
}
