import { captureLogsForTests } from "@/lib/log/logger";
import { executeGraphQL } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const PASSWORD = "Sup3r-Secret-Value!";
const LOG_IN = `mutation LogIn($email: String!, $password: String) {
  passwordLogIn(email: $email, password: $password) { error }
}`;

test("a password sent as a list is a clean 400 GraphQL error and its value is not logged", async () => {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  let result;
  try {
    result = await executeGraphQL({ query: LOG_IN, variables: { email: "someone@example.com", password: [PASSWORD] } });
  } finally {
    restore();
  }

  expect(result.status).toBe(400);
  expect(result.body.data).toBeUndefined();
  expect(result.body.errors).toEqual([
    expect.objectContaining({ message: 'Variable "$password" got invalid value.', extensions: { code: "BAD_USER_INPUT" } }),
  ]);
  expect(JSON.stringify(result.body)).not.toContain(PASSWORD);
  expect(lines.join("")).not.toContain(PASSWORD);
  // The request was logged at all (the capture works): the answer carries the id its lines share.
  expect(result.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});
