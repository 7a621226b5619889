import type { GraphQLField, GraphQLSchema } from "graphql";
import type { AuthScopes } from "@/lib/graphql/builder";

// What each operation declares about itself, read back from the built schema, so no list is kept by hand elsewhere:
// who may call it (`authScopes`, lib/graphql/builder.ts) and whether a retried request may get the stored answer.

/** On a mutation whose answer sets or clears the session cookies: those are never stored for an idempotent replay. */
export const SETS_SESSION_COOKIES = { extensions: { replayable: false } } as const;

type OperationField = GraphQLField<unknown, unknown>;
type DeclaredScopes = Partial<AuthScopes> | ((...args: never[]) => unknown) | undefined;

export function operationFields(schema: GraphQLSchema): OperationField[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.values(type?.getFields() ?? {}));
}

export function declaredAuthScopes(field: OperationField): DeclaredScopes {
  const options = field.extensions.pothosOptions as { authScopes?: DeclaredScopes } | undefined;
  return options?.authScopes;
}

/** Callable signed out: declared `{ public: true }` or `{ notCoaching: true }`. */
export function isPublicOperation(field: OperationField): boolean {
  const scopes = declaredAuthScopes(field);
  return typeof scopes === "object" && (scopes.public === true || scopes.notCoaching === true);
}

export function isReplayableMutation(field: OperationField): boolean {
  return field.extensions.replayable !== false;
}

/** The mutations whose answers are never replayed, by name (read once per schema). */
export function notReplayableMutations(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return new Set(fields.filter((field) => !isReplayableMutation(field)).map((field) => field.name));
}
