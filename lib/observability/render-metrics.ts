import "server-only";

import { databasePoolUse } from "@/lib/db";
import { countQueuedJobs } from "@/lib/jobs/count-queued-jobs";
import { logger } from "@/lib/log/logger";
import { getMetrics } from "@/lib/observability/metrics-registry";

/**
 * The process's metrics in Prometheus's text format, with the gauges read now: the database pool's use and the job
 * queues' depth (the queues are the database's, so every process reports the same: aggregate them with max, not sum).
 * A failed read leaves its gauges out rather than failing the scrape.
 */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const metrics = getMetrics();
  const pool = await databasePoolUse();
  metrics.poolConnections.reset();
  metrics.poolWaiting.reset();
  if (pool) {
    metrics.poolConnections.set({ state: "total" }, pool.total);
    metrics.poolConnections.set({ state: "idle" }, pool.idle);
    metrics.poolConnections.set({ state: "max" }, pool.max);
    metrics.poolWaiting.set(pool.waiting);
  }

  metrics.queueJobs.reset();
  metrics.queueDue.reset();
  try {
    for (const { queue, states, due } of await countQueuedJobs()) {
      for (const [state, count] of Object.entries(states)) metrics.queueJobs.set({ queue, state }, count);
      metrics.queueDue.set({ queue }, due);
    }
  } catch (error) {
    logger.warn({ err: error }, "metrics: the job queues could not be counted");
  }
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
