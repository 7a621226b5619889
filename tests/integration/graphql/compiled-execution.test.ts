import { compileQuery } from "graphql-jit";
import { captureLogsForTests } from "@/lib/log/logger";
import { createAsset, createCustomer, createUser } from "@/prisma/seed";
import { getDb } from "@/lib/db";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

jest.mock("graphql-jit", () => {
  const actual = jest.requireActual<typeof import("graphql-jit")>("graphql-jit");
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

// A document's second run is compiled by graphql-jit (lib/graphql/compile-repeated-documents.ts) unless it has
// variables: its answers, errors and status must be what graphql-js gave the first time.

const ACCOUNTS = `query Accounts { financialAccounts {
  assets { id name value liquid assetType createdAt institutionItem { id } }
  creditCards { id value apr } incomes { id gross } creditScores { id value } } }`;
const WHO_AM_I = "query WhoAmI { authenticationInfo { id email plans { planId } coachedUser { id } } }";
const LOG_IN = `mutation LogIn($email: String!, $password: String) { passwordLogIn(email: $email, password: $password) { error } }`;
const SECRET = "Sup3r-Secret-Value!";

async function threeRuns(run: () => ReturnType<typeof executeGraphQL>) {
  const results = [];
  for (let index = 0; index < 3; index += 1) {
    const { status, body } = await run();
    results.push({ status, body });
  }
  return results;
}

test("a repeated document is compiled once and answers as it did before", async () => {
  const compile = jest.mocked(compileQuery);
  compile.mockClear();
  const db = await getDb();
  const user = await createUser(db);
  const customer = await createCustomer(db, { userId: user.id });
  await createAsset(db, { customerId: customer.id, value: "1234.56" });
  const { cookie } = await sessionCookieFor(user.id);

  const [first, ...later] = await threeRuns(() => executeGraphQL({ query: ACCOUNTS, cookie }));

  expect(first!.body.errors).toBeUndefined();
  for (const result of later) expect(result).toEqual(first);
  expect(compile).toHaveBeenCalledTimes(1);
});

test("errors too, with their locations; a document with variables is never compiled", async () => {
  const compile = jest.mocked(compileQuery);
  compile.mockClear();
  const [signedOut, ...signedOutLater] = await threeRuns(() => executeGraphQL({ query: WHO_AM_I }));
  expect(signedOut!.body.errors?.[0]).toMatchObject({
    message: "Please sign in and try again.",
    locations: [{ line: 1, column: 16 }],
    extensions: { code: "UNAUTHENTICATED" },
  });
  for (const result of signedOutLater) expect(result).toEqual(signedOut);
  expect(compile).toHaveBeenCalledTimes(1);

  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  try {
    const [wrongType, ...wrongTypeLater] = await threeRuns(() =>
      executeGraphQL({ query: LOG_IN, variables: { email: "someone@example.com", password: [SECRET] } }),
    );
    expect(wrongType!.status).toBe(400);
    for (const result of wrongTypeLater) expect(result).toEqual(wrongType);
  } finally {
    restore();
  }
  expect(lines.join("")).not.toContain(SECRET);
  expect(compile).toHaveBeenCalledTimes(1);
});
