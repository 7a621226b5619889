import { GET } from "@/app/api/ready/route";
import { startWorkerHeartbeat } from "@/lib/jobs/beat-worker-heartbeat";
import { getDb } from "@/lib/db";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

async function ready() {
  const response = await GET();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

test("not ready while no job worker runs, ready once one beats, not ready again when it stops", async () => {
  const withoutWorker = await ready();
  expect(withoutWorker).toEqual({
    status: 503,
    retryAfter: "5",
    body: { status: "not ready", checks: { database: "ok", migrations: "ok", worker: "failing" } },
  });

  const stop = startWorkerHeartbeat();
  const db = await getDb();
  // The first beat is written right away; wait for it rather than for the interval.
  for (let attempt = 0; attempt < 50 && (await db.workerHeartbeat.count()) === 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await ready()).toEqual({
    status: 200,
    retryAfter: null,
    body: { status: "ready", checks: { database: "ok", migrations: "ok", worker: "ok" } },
  });

  await stop();
  expect((await ready()).body.checks.worker).toBe("failing");
});

test("a worker whose last beat is over a minute old does not count", async () => {
  const db = await getDb();
  const longAgo = new Date(Date.now() - 61_000);
  await db.workerHeartbeat.create({
    data: { workerId: "gone", hostname: "old-host", pid: 1, startedAt: longAgo, beatAt: longAgo },
  });
  expect((await ready()).body.checks.worker).toBe("failing");
});
