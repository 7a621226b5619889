import { handleGraphQLRequest } from "@/lib/graphql/handle-graphql-request";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const FOREIGN = "https://attacker.example";

test("a request from another site's page gets no Access-Control-Allow-Origin and no credentials header", async () => {
  const { status, headers } = await executeGraphQL({ query: "{ __typename }", headers: { origin: FOREIGN } });
  expect(status).toBe(200);
  expect(headers.get("access-control-allow-origin")).toBeNull();
  expect(headers.get("access-control-allow-credentials")).toBeNull();
});

test("another site's preflight is not granted", async () => {
  const response = await handleGraphQLRequest(
    new Request("http://localhost/api/graphql", {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-graphql-yoga-csrf",
      },
    }),
  );
  expect(response.headers.get("access-control-allow-origin")).toBeNull();
  expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  expect(response.headers.get("access-control-allow-headers")).toBeNull();
  expect(response.headers.get("access-control-allow-methods")).toBeNull();
});
