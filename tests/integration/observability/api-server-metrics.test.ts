
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { captureLogsForTests } from "@/lib/log/logger";
import { createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { startApiServer, type RunningApiServer } from "@/tests/helpers/api-server";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// The API server's /api/metrics: its own requests counted by route and operation, the queues and the pool read at
// scrape time, behind the bearer token; and one log line per request it answers.

const TOKEN = "metrics-token-for-tests-0123";
const saved = { METRICS_TOKEN: process.env.METRICS_TOKEN, APP_ENV: process.env.APP_ENV };

function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

let api: RunningApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => setEnv(saved));

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${api.url}/api/metrics`, { headers });

test.each([
  ["signed in", true],
  ["signed out", false],
])("counts a GraphQL request by route and operation and logs it once, with its status and duration (%s)", async (_label, signedIn) => {
  setEnv({ METRICS_TOKEN: TOKEN });
  const user = await createUser(await getDb());
  const cookie = signedIn ? (await sessionCookieFor(user.id)).cookie : "";
  const name = signedIn ? "MetricsWhoAmI" : "MetricsSignedOut";

  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line), "info");
  let requestId: string | null;
  try {
    const answer = await fetch(`${api.url}/api/graphql?token=never-logged`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: `query ${name} { authenticationInfo { id } }`, operationName: name }),
    });
    expect(answer.status).toBe(200);
    requestId = answer.headers.get("x-request-id");
    await answer.text();
    // The line is written when the answer's last byte has gone: give the server's 'finish' its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    restore();
  }
  const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "request");
  expect(requestLines).toEqual([
    expect.objectContaining({
      level: "info",
      method: "POST",
      route: "/api/graphql",
      status: 200,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      operation: name,
      ...(signedIn ? { userId: user.id } : {}),
      durationMs: expect.any(Number),
    }),
  ]);
  expect(requestLines[0]!.requestId).toBe(requestId);
  expect(lines.join("")).not.toContain("never-logged");

  const metrics = await scrape();
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  const text = await metrics.text();
  expect(text).toMatch(/^http_requests_total\{route="\/api\/graphql",method="POST",status="2xx"\} [1-9]/m);
  const result = signedIn ? "ok" : "error"; // signed out, the answer carries the sign-in error
  expect(text).toMatch(new RegExp(`^graphql_operations_total\\{operation="${name}",type="query",result="${result}"\\} 1$`, "m"));
  expect(text).toMatch(new RegExp(`^graphql_operation_duration_seconds_count\\{operation="${name}"\\} 1$`, "m"));
  expect(text).toContain("# TYPE process_cpu_seconds_total counter");
});

test("reads the job queues' depth at scrape time, and the pool's use on PostgreSQL", async () => {
  setEnv({ METRICS_TOKEN: TOKEN });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await enqueueJob(tx, QUEUES.buildDataExport.name, { exportId: "metrics-test" });
    await enqueueJob(tx, QUEUES.buildDataExport.name, { exportId: "metrics-test-2" });
  });
  const text = await (await scrape()).text();
  expect(text).toMatch(/^job_queue_jobs\{queue="build-data-export",state="created"\} 2$/m);
  expect(text).toMatch(/^job_queue_due\{queue="build-data-export"\} 2$/m);
  expect(text).toMatch(/^job_queue_jobs\{queue="deliver-message",state="failed"\} 0$/m);
  if (process.env.TEST_DATABASE_URL?.trim()) {
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_connections\{state="max"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
  } else {
    expect(text).not.toContain("db_pool_connections{");
  }
});

test("is not public: 401 without the token, 404 on production when no token is set", async () => {
  setEnv({ METRICS_TOKEN: TOKEN });
  expect((await scrape({})).status).toBe(401);
  expect((await scrape({ authorization: "Bearer wrong-token" })).status).toBe(401);
  expect((await scrape()).status).toBe(200);

  setEnv({ METRICS_TOKEN: undefined, APP_ENV: "production" });
  expect((await scrape({})).status).toBe(404);
  expect((await scrape({ authorization: `Bearer ${TOKEN}` })).status).toBe(404);
});
