import type { AddressInfo } from "node:net";

import { resetEnvForTests } from "@/lib/env";
import { observeJobRun } from "@/lib/observability/observe-job-run";
import { startMetricsServer } from "@/lib/observability/start-metrics-server";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// `npm run worker` with METRICS_PORT: a listener that answers /api/metrics only, with the worker's job counters.

const TOKEN = "worker-metrics-token-0123";
const saved = process.env.METRICS_TOKEN;
afterAll(() => {
  if (saved === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = saved;
  resetEnvForTests();
});

test("serves the job counters behind the token, and nothing else", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvForTests();
  await observeJobRun("send-weekly-digests", async () => {});
  await expect(observeJobRun("send-weekly-digests", () => Promise.reject(new Error("provider down")))).rejects.toThrow(
    "provider down",
  );

  const server = startMetricsServer(0);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const answer = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/^jobs_total\{queue="send-weekly-digests",result="completed"\} 1$/m);
    expect(text).toMatch(/^jobs_total\{queue="send-weekly-digests",result="failed"\} 1$/m);
    expect(text).toMatch(/^job_duration_seconds_count\{queue="send-weekly-digests"\} 2$/m);
    expect(text).toMatch(/^job_queue_due\{queue="send-weekly-digests"\} 0$/m);

    expect((await fetch(`${base}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/health`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
