import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { operationFields } from "@/lib/graphql/operation-declarations";

// Calls any operation of the schema without knowing its meaning: arguments of the right shape, `__typename` selected.

export type WalkedOperation = { kind: "query" | "mutation"; field: GraphQLField<unknown, unknown> };

/** A literal of the right shape for an argument; ids (and strings) are `id`, so a plan id can be put everywhere. */
export function sampleValue(type: GraphQLInputType, id = "sample"): string {
  if (isNonNullType(type)) return sampleValue(type.ofType, id);
  if (isListType(type)) return `[${sampleValue(type.ofType, id)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.type, id)}`).join(", ")} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
      case "Decimal":
        return "1";
      case "Boolean":
        return "true";
      // A well-formed value, so the call reaches the server's checks instead of failing validation.
      case "DateTime":
        return JSON.stringify("2026-01-05T15:00:00.000Z");
      case "Date":
        return JSON.stringify("2026-01-05");
      default:
        return JSON.stringify(id);
    }
  }
  return "null";
}

/** The sample arguments as the resolver would receive them (every id-like argument set to `id`). */
export function sampleArgs(field: GraphQLField<unknown, unknown>, id: string): Record<string, unknown> {
  return Object.fromEntries(field.args.map((arg) => [arg.name, id]));
}

export function operationText({ kind, field }: WalkedOperation, id = "sample"): string {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const args = required.length ? `(${required.map((arg) => `${arg.name}: ${sampleValue(arg.type, id)}`).join(", ")})` : "";
  const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${kind} { ${field.name}${args}${selection} }`;
}

export function allOperations(schema: GraphQLSchema): WalkedOperation[] {
  const queries = new Set(Object.keys(schema.getQueryType()?.getFields() ?? {}));
  return operationFields(schema).map((field) => ({ kind: queries.has(field.name) ? "query" : "mutation", field }));
}

/**
 * Every field a caller could read from `type`, `depth` levels down (fields that need arguments get sample ones; unions
 * and interfaces their __typename): what a curious client would select to see all an answer can hold.
 */
export function fullSelection(type: GraphQLOutputType, id = "sample", depth = 4): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  if (depth === 0) return "{ __typename }";
  const fields = Object.values(named.getFields()).map((field) => {
    const required = field.args.filter((arg) => isNonNullType(arg.type));
    const args = required.length ? `(${required.map((arg) => `${arg.name}: ${sampleValue(arg.type, id)}`).join(", ")})` : "";
    const inner = getNamedType(field.type);
    if (isObjectType(inner)) return `${field.name}${args} ${fullSelection(field.type, id, depth - 1)}`;
    if (isScalarType(inner) || isEnumType(inner)) return `${field.name}${args}`;
    return `${field.name}${args} { __typename }`;
  });
  return `{ __typename ${fields.join(" ")} }`;
}

/** A query with every argument (required or not) set to a sample, selecting everything (fullSelection). */
export function fullQueryText(field: GraphQLField<unknown, unknown>, id: string): string {
  const args = field.args.length ? `(${field.args.map((arg) => `${arg.name}: ${sampleValue(arg.type, id)}`).join(", ")})` : "";
  return `query { ${field.name}${args} ${fullSelection(field.type, id)} }`;
}
