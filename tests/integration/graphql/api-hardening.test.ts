import { POST } from "@/app/api/graphql/route";
import { isPublicOperation } from "@/lib/graphql/operation-declarations";
import { schema } from "@/lib/graphql/schema";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { allOperations, operationText } from "@/tests/helpers/operation-walker";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const operations = allOperations(schema).filter(({ field }) => !isPublicOperation(field));

describe("every operation checks the caller on the server", () => {
  test.each(operations.map((operation) => [`${operation.kind} ${operation.field.name}`, operation] as const))(
    "%s refuses a signed-out caller",
    async (_name, operation) => {
      const { body } = await executeGraphQL({ query: operationText(operation) });
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

  test("a page of transactions with every field of the list is within the cost limit; an abusive document is not", async () => {
    const row = `id date name merchantName amount pending categorySource notes needsReview excluded isTransfer recurring
      account { id name mask kind } budgetCategory { id name color kind parent { id name } }
      splits { id amount budgetCategory { id name } }`;
    const full = await executeGraphQL({ query: `{ transactions(first: 100) { nodes { ${row} } endCursor hasNextPage } }` });
    expect(full.body.errors?.[0]?.message ?? "").not.toMatch(/cost/i);
    expect(full.body.errors?.[0]?.message).toBe("Please sign in and try again.");

    const wide = Array.from({ length: 12 }, (_, index) => `a${index}: transactions(first: 100) { nodes { ${row} } }`);
    const abusive = await executeGraphQL({ query: `{ ${wide.join(" ")} }` });
    expect(abusive.body.data).toBeUndefined();
    expect(abusive.body.errors?.[0]?.message).toMatch(/cost/i);
  });

  test("oversized documents are refused before anything runs", async () => {
    const fields = Array.from({ length: 2500 }, () => "email").join(" ");
    const { body } = await executeGraphQL({ query: `{ authenticationInfo { ${fields} } }` });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });
});
