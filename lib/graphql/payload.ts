import type { FieldMap } from "@pothos/core";
import { isAppError } from "@/lib/errors";
import { builder } from "@/lib/graphql/builder";

// Most of the spec's operations answer `{ error, ...fields }`: `error` null when it worked, the spec's message when
// nothing was done. `payloadType` builds such a type; `runPayload` turns a domain error into that answer.

export type ErrorFields = { error: string | null; errorField?: string | null; retryAfterSeconds?: number | null };

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type PayloadFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>;

const ERROR_DESCRIPTION = "The spec's message when nothing was done; null when it worked.";

/**
 * The object type of an `{ error, ... }` answer: the operation's own fields plus `error`, and `errorField` (the input
 * field the error is about) or `retryAfterSeconds` (how long before trying again) when the operation reports them.
 */
export function payloadType<Shape extends ErrorFields>(
  name: string,
  options: {
    description?: string;
    errorDescription?: string;
    /** true, or the description naming the fields it can be. */
    errorField?: true | string;
    retryAfterSeconds?: true | string;
    fields: (t: PayloadFieldBuilder<Shape>) => FieldMap;
  },
) {
  const { errorField, retryAfterSeconds } = options;
  return builder.objectRef<Shape>(name).implement({
    description: options.description,
    fields: (t) => ({
      ...options.fields(t),
      error: t.string({
        nullable: true,
        description: options.errorDescription ?? ERROR_DESCRIPTION,
        resolve: (payload) => payload.error,
      }),
      ...(errorField
        ? {
            errorField: t.string({
              nullable: true,
              description: errorField === true ? "The input field the error is about, when it is about one." : errorField,
              resolve: (payload) => payload.errorField ?? null,
            }),
          }
        : {}),
      ...(retryAfterSeconds
        ? {
            retryAfterSeconds: t.int({
              nullable: true,
              description:
                retryAfterSeconds === true ? "When refused for sending too often: seconds until it may be tried again." : retryAfterSeconds,
              resolve: (payload) => payload.retryAfterSeconds ?? null,
            }),
          }
        : {}),
    }),
  });
}

/**
 * Runs a domain call for an operation whose result carries an `error` field (most of the spec's operations).
 * A domain error becomes `{ error: message }` with the spec's text; anything unexpected is rethrown, and the
 * server masks it (lib/graphql/yoga.ts) so no internals reach the caller.
 */
export async function runPayload<T extends object>(
  call: () => Promise<T>,
  onError: (fields: ErrorFields) => T & ErrorFields,
): Promise<T & ErrorFields> {
  try {
    return { error: null, errorField: null, ...(await call()) };
  } catch (error) {
    if (isAppError(error) && error.code !== "UNAUTHENTICATED") {
      return onError({ error: error.message, errorField: error.field ?? null, retryAfterSeconds: error.retryAfterSeconds ?? null });
    }
    throw error;
  }
}
