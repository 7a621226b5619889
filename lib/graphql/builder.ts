import SchemaBuilder from "@pothos/core";
import type { GraphQLContext } from "@/lib/graphql/context";

// Code-first schema (Pothos). Types are shaped by the spec's operations, not by database tables: domain functions
// return plain objects and the types below expose them. The printed schema is committed as schema.graphql.
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
}>({
  defaultFieldNullability: false,
});

builder.scalarType("DateTime", {
  description: "An ISO-8601 date-time in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw new TypeError("Invalid DateTime");
    return new Date(value);
  },
});

builder.queryType({});
builder.mutationType({});
