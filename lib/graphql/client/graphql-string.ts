import type { DocumentDecoration, ResultOf, VariablesOf } from "gql.tada";
import type { graphql } from "./graphql";

// What graphql() returns for this text. TypeScript checks the type argument against gql.tada's first overload too
// (documents cached by `gql.tada turbo`, unused here) and reports it before choosing the second; the type is right.
// @ts-expect-error -- see above
type Parsed<Source extends string> = ReturnType<typeof graphql<Source, readonly []>>;

/** A document's text carrying the result and variables types graphql() would give it. */
export type GraphQLString<Result = unknown, Variables = unknown> = string & DocumentDecoration<Result, Variables>;

/**
 * A client document kept as its text, for code that sends it over plain fetch (sendMutation, signOut): typed and
 * validated exactly like graphql()'s, without graphql()'s runtime parser in the page's JavaScript.
 */
export function graphqlString<const Source extends string>(
  source: Source,
): GraphQLString<ResultOf<Parsed<Source>>, VariablesOf<Parsed<Source>>> {
  return source;
}
