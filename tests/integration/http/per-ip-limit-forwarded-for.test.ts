import { DEMO_REQUEST_LIMITS } from "@/lib/demo-requests/request-demo";
import { uniqueEmail } from "@/prisma/seed";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const REQUEST_DEMO = `mutation($input: RequestDemoInput!) { requestDemo(input: $input) { didRequest error } }`;

// The route handler sees X-Forwarded-For as the server hands it over: the caller's own entries, then the
// connection's address (appended by lib/http/forward-peer-address.ts). No proxy is trusted by default.
test("changing X-Forwarded-For does not reset a per-IP limit", async () => {
  const connection = "198.51.100.23";
  const send = (claimed: string) =>
    executeGraphQL<{ requestDemo: { didRequest: boolean; error: string | null } }>({
      query: REQUEST_DEMO,
      variables: {
        input: {
          name: "Morgan Ellis",
          workEmail: uniqueEmail("xff"),
          company: "Harbor Charter Schools",
          employeeCount: 240,
          preferredTime: "Any time",
        },
      },
      headers: { "x-forwarded-for": `${claimed}, ${connection}` },
    });

  for (let index = 0; index < DEMO_REQUEST_LIMITS.perIpPerHour; index += 1) {
    expect((await send(`203.0.113.${index}`)).body.data?.requestDemo.didRequest).toBe(true);
  }
  const { body } = await send("192.0.2.200");
  expect(body.data?.requestDemo).toEqual({ didRequest: false, error: "Too many attempts. Please try again later" });
});
