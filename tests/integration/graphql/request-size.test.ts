import { POST } from "@/app/api/graphql/route";
import { getDb } from "@/lib/db";
import { MAX_REQUEST_BODY_BYTES } from "@/lib/http/read-capped-body";
import { uniqueEmail } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Issue 11, finding 2: an Idempotency-Key made the server read and JSON-parse a body of any size before any cap, and
// without the header a 10 MB body was executed. Every body is now capped at 1 MB before anything reads it.
useTestDatabase();

const REQUEST_DEMO = `mutation($input: RequestDemoInput!) { requestDemo(input: $input) { didRequest error } }`;

/** A valid requestDemo call whose body is about `size` bytes (the padding rides in `extensions`, which is ignored). */
function demoBody(workEmail: string, size: number): string {
  const input = { name: "Morgan Ellis", workEmail, company: "Harbor Charter Schools", employeeCount: 240, preferredTime: "Weekday mornings (Central Time)" };
  const body = { query: REQUEST_DEMO, variables: { input }, extensions: { padding: "" } };
  const bare = JSON.stringify(body).length;
  body.extensions.padding = "x".repeat(Math.max(0, size - bare));
  return JSON.stringify(body);
}

function post(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request("http://localhost/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", "x-forwarded-for": "10.9.8.7", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

async function storedDemoRequests(workEmail: string): Promise<number> {
  return (await getDb()).demoRequest.count({ where: { workEmail } });
}

/** A chunked body (no Content-Length) of `total` bytes; reports how many bytes the server pulled. */
function streamedBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new TextEncoder().encode("[" + " ".repeat(64 * 1024 - 2) + "]");
  return {
    stream: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
    pulled: () => sent,
  };
}

test.each([
  ["with an Idempotency-Key", { "idempotency-key": "4f1c2b7e-0a55-4d7c-9d0e-1b2c3d4e5f60" }],
  ["without one", {}],
])("a mutation body over 1 MB is refused with 413 and not run, %s", async (_label, headers) => {
  const workEmail = uniqueEmail("too.large");
  const response = await post(demoBody(workEmail, MAX_REQUEST_BODY_BYTES + 10), headers);
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ errors: [{ message: "The request is too large." }] });
  expect(await storedDemoRequests(workEmail)).toBe(0);
});

test("a body without Content-Length stops being read once it passes the cap", async () => {
  const body = streamedBody(50 * MAX_REQUEST_BODY_BYTES);
  const response = await post(body.stream, { "idempotency-key": "5a1c2b7e-0a55-4d7c-9d0e-1b2c3d4e5f61" });
  expect(response.status).toBe(413);
  expect(body.pulled()).toBeLessThan(2 * MAX_REQUEST_BODY_BYTES);
});

test("a declared Content-Length over the cap is refused before the body is read", async () => {
  const body = streamedBody(5 * MAX_REQUEST_BODY_BYTES);
  const response = await post(body.stream, { "content-length": String(5 * MAX_REQUEST_BODY_BYTES) });
  expect(response.status).toBe(413);
  expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
});

test("a body just under the cap still runs, and a retried key replays instead of acting twice", async () => {
  const workEmail = uniqueEmail("just.under");
  const padded = demoBody(workEmail, MAX_REQUEST_BODY_BYTES - 1_000);
  const headers = { "idempotency-key": "6b1c2b7e-0a55-4d7c-9d0e-1b2c3d4e5f62" };
  const first = await post(padded, headers);
  expect(first.status).toBe(200);
  const firstBody = await first.json();
  if (!firstBody.data) throw new Error(JSON.stringify(firstBody).slice(0, 500));
  expect(firstBody.data.requestDemo).toEqual({ didRequest: true, error: null });
  const retried = await post(padded, headers);
  expect(retried.headers.get("idempotent-replayed")).toBe("true");
  expect(await storedDemoRequests(workEmail)).toBe(1);
});
