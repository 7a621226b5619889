import { getDb } from "@/lib/db";
import { captureLogsForTests } from "@/lib/log/logger";
import { pageLogger } from "@/lib/log/page-logger";
import { createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// A server component's request, as Next hands it over: the cookies and the headers proxy.ts set.
let cookieHeader = "";
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({
  cookies: async () => ({ toString: () => cookieHeader }),
  headers: async () => requestHeaders,
}));

useTestDatabase();

test("a server component's log line carries the request id proxy.ts assigned and the signed-in user", async () => {
  const user = await createUser(await getDb());
  cookieHeader = (await sessionCookieFor(user.id)).cookie;
  requestHeaders = new Headers({ "x-request-id": "req-page-0001" });

  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  try {
    (await pageLogger()).error({ err: new Error("boom") }, "authentication info could not be loaded");
  } finally {
    restore();
  }
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: "error",
    requestId: "req-page-0001",
    userId: user.id,
    msg: "authentication info could not be loaded",
  });
});
