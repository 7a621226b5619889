import http from "node:http";

import { GET, POST } from "@/app/api/graphql/route";
import { getDb } from "@/lib/db";
import securityHeaders from "@/lib/http/security-headers.json";
import { MAX_REQUEST_BODY_BYTES } from "@/lib/http/read-capped-body";
import { createAsset, createCustomer, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { startApiServer, type RunningApiServer } from "@/tests/helpers/api-server";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// The standalone API server (lib/api-server, `npm run api`) must be the app's /api/graphql route by another road:
// the same answers and headers, the same body cap, the same sessions.

const WHO_AM_I = "query { authenticationInfo { id email firstName plans { planId } isCoachMode } }";
const ACCOUNTS = "query { financialAccounts { assets { id name value institutionItem { id } } loans { id } } }";
const LOG_OUT = "mutation { logOut(logOut: true) { loggedOut } }";
const SIGNED_OUT = "Please sign in and try again.";
// Set by Next or the socket on each answer, not by the handler.
const PER_ANSWER = new Set(["date", "x-request-id", "content-length", "connection", "keep-alive", "transfer-encoding"]);

let api: RunningApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

async function postTo(baseUrl: string, query: string, cookie?: string) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
}

function comparable(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)));
}

async function member() {
  const db = await getDb();
  const user = await createUser(db, { firstName: "Rosa" });
  const customer = await createCustomer(db, { userId: user.id });
  await createAsset(db, { customerId: customer.id, name: "Checking", value: "1234.56" });
  return user;
}

test("answers operations, signed in or not, with the route handler's result and headers plus next.config's", async () => {
  const user = await member();
  const { cookie } = await sessionCookieFor(user.id);

  for (const [query, asWho] of [[WHO_AM_I, cookie], [ACCOUNTS, cookie], [WHO_AM_I, undefined], [LOG_OUT, cookie]] as const) {
    // logOut last: it ends the session, and both roads must answer it the same, clearing cookies included.
    const direct = await postTo(api.url, query, query === LOG_OUT ? (await sessionCookieFor(user.id)).cookie : asWho);
    const route = await executeGraphQL({ query, cookie: query === LOG_OUT ? (await sessionCookieFor(user.id)).cookie : asWho });

    expect(direct.status).toBe(route.status);
    expect(direct.body).toEqual(route.body);
    expect(comparable(direct.headers)).toEqual({
      ...comparable(route.headers),
      ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
    });
    expect(direct.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect((await postTo(api.url, WHO_AM_I, cookie)).body.data).toEqual({
    authenticationInfo: { id: user.id, email: user.email, firstName: "Rosa", plans: [], isCoachMode: false },
  });
});

const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: authenticationInfo { email }`).join(" ");
const csrf = { "content-type": "application/json", "x-graphql-yoga-csrf": "1" };

test.each([
  ["no CSRF header", "?query=%7B__typename%7D", { method: "POST", headers: {} }],
  ["a GET without the CSRF header", "?query=%7B__typename%7D", { method: "GET", headers: {} }],
  ["a batch", "", { method: "POST", headers: csrf, body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]) }],
  ["too many aliases", "", { method: "POST", headers: csrf, body: JSON.stringify({ query: `{ ${aliases} }` }) }],
  ["a malformed Idempotency-Key", "", { method: "POST", headers: { ...csrf, "idempotency-key": "x" }, body: "{}" }],
  ["a wrong-typed variable", "", { method: "POST", headers: csrf, body: JSON.stringify({ query: "query($id: ID!) { __typename }", variables: { id: ["secret"] } }) }],
] as const)("refuses %s exactly as the route does", async (_label, search, init) => {
  const route = await (init.method === "GET" ? GET : POST)(new Request(`http://localhost/api/graphql${search}`, init));
  const direct = await fetch(`${api.url}/api/graphql${search}`, init);
  expect(direct.status).toBe(route.status);
  const body = await direct.text();
  expect(body).toBe(await route.text());
  expect(direct.status >= 400 || JSON.parse(body).errors?.length > 0).toBe(true);
  expect(body).not.toContain("secret");
});

test("answers its liveness check and nothing but the API", async () => {
  const live = await fetch(`${api.url}/api/health`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  expect(live.headers.get("cache-control")).toBe("no-store");
  expect((await fetch(`${api.url}/health`)).status).toBe(404);
});

/** Sends `total` bytes to /api/graphql in 64 kB chunks, with or without a Content-Length; resolves with the status. */
function sendLargeBody(total: number, { declareLength }: { declareLength: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(api.url);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/graphql",
        headers: {
          "content-type": "application/json",
          "x-graphql-yoga-csrf": "1",
          ...(declareLength ? { "content-length": String(total) } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the connection while the rest is still being sent, once it has answered.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, " ");
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

test.each([
  ["declared in Content-Length", true],
  ["sent without a length (chunked)", false],
])("refuses a body over 1 MB %s with 413, to several clients at once", async (_label, declareLength) => {
  // Several at once: a refusal that reset the connection before its 413 was written lost the answer under load.
  const sends = Array.from({ length: 4 }, () => sendLargeBody(5 * MAX_REQUEST_BODY_BYTES, { declareLength }));
  expect(await Promise.all(sends)).toEqual([413, 413, 413, 413]);
});

test("a sign-out through the app is honoured by the API server at once", async () => {
  const user = await member();
  const { cookie } = await sessionCookieFor(user.id);
  expect((await postTo(api.url, WHO_AM_I, cookie)).body.errors).toBeUndefined();
  expect((await postTo(api.url, WHO_AM_I, cookie)).body.errors).toBeUndefined(); // now from the session cache

  expect((await executeGraphQL({ query: LOG_OUT, cookie })).body.data).toEqual({ logOut: { loggedOut: true } });

  expect((await postTo(api.url, WHO_AM_I, cookie)).body.errors?.[0]?.message).toBe(SIGNED_OUT);
});
