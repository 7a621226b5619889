import "server-only";

import { getSql } from "@/lib/db";
import { getEnv } from "@/lib/env";

import { jobQueueSchema } from "./job-queue-schema";
import { ALL_QUEUES } from "./queues";

export type QueueCounts = {
  queue: string;
  /** Jobs in the job table by state (created, retry, active, failed); finished ones are archived within the hour. */
  states: Record<string, number>;
  /** Created or retried jobs whose start time has passed: waiting for a worker now. */
  due: number;
};

/**
 * Every queue's jobs by state, for /api/metrics. Read on the app's own pool (getSql), not pg-boss's: a process that
 * only serves requests opens no job queue for a scrape. Queues with no job are listed with zeros.
 */
export async function countQueuedJobs(): Promise<QueueCounts[]> {
  const schema = jobQueueSchema(getEnv().DATABASE_URL);
  const rows = await (await getSql()).query<{ name: string; state: string; count: number; due: number }>(
    `SELECT name, state::text AS state, count(*)::int AS count,
            (count(*) FILTER (WHERE state < 'active' AND start_after <= now()))::int AS due
       FROM ${schema}.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY name, state`,
  );
  const byQueue = new Map<string, QueueCounts>(
    ALL_QUEUES.map((queue) => [queue.name, { queue: queue.name, states: { created: 0, retry: 0, active: 0, failed: 0 }, due: 0 }]),
  );
  for (const row of rows) {
    // A queue no longer in lib/jobs/queues.ts still has its jobs: it is listed too.
    const counts = byQueue.get(row.name) ?? { queue: row.name, states: { created: 0, retry: 0, active: 0, failed: 0 }, due: 0 };
    counts.states[row.state] = row.count;
    counts.due += row.due;
    byQueue.set(row.name, counts);
  }
  return [...byQueue.values()];
}
