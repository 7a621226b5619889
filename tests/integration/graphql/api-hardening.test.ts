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
} from "graphql";
import { POST } from "@/app/api/graphql/route";
import { PUBLIC_OPERATIONS, schema } from "@/lib/graphql/schema";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

/** A literal of the right shape for an argument, so any operation can be called without knowing its meaning. */
function sampleValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return `[${sampleValue(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.type)}`).join(", ")} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return "1";
      case "Boolean":
        return "true";
      default:
        return '"sample"';
    }
  }
  return "null";
}

function operationText(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const args = required.length ? `(${required.map((arg) => `${arg.name}: ${sampleValue(arg.type)}`).join(", ")})` : "";
  const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${kind} { ${field.name}${args}${selection} }`;
}

const operations = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ["query", field] as const),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ["mutation", field] as const),
].filter(([, field]) => !PUBLIC_OPERATIONS.has(field.name));

describe("every operation checks the caller on the server", () => {
  test.each(operations.map(([kind, field]) => [`${kind} ${field.name}`, kind, field] as const))(
    "%s refuses a signed-out caller",
    async (_name, kind, field) => {
      const { body } = await executeGraphQL({ query: operationText(kind, field) });
      const messages = [
        ...(body.errors ?? []).map((error) => error.message),
        ...Object.values(body.data ?? {}).map((payload) => (payload as { error?: string } | null)?.error),
      ];
      expect(messages).toContain("Please sign in and try again.");
    },
  );
});

describe("hardening", () => {
  test("requests without the CSRF header are refused", async () => {
    const response = await POST(
      new Request("http://localhost/api/graphql?query=%7B__typename%7D", { method: "POST", headers: {} }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  test("batched requests are refused", async () => {
    const response = await POST(
      new Request("http://localhost/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
        body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  test("too many aliases are refused before anything runs", async () => {
    const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: authenticationInfo { email }`).join(" ");
    const { body } = await executeGraphQL({ query: `{ ${aliases} }` });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  test("oversized documents are refused before anything runs", async () => {
    const fields = Array.from({ length: 2500 }, () => "email").join(" ");
    const { body } = await executeGraphQL({ query: `{ authenticationInfo { ${fields} } }` });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });
});
