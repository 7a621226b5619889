import "server-only";

import PgBoss from "pg-boss";

import { beforeDbClose, getEmbeddedPglite } from "@/lib/db";
import { parseDatabaseUrl } from "@/lib/db/parse-database-url";
import { getEnv } from "@/lib/env";
import { observeJobRun } from "@/lib/observability/observe-job-run";

import { startWorkerHeartbeat } from "./beat-worker-heartbeat";
import { jobHandler, type JobHandler } from "./job-handlers";
import { jobQueueSchema } from "./job-queue-schema";
import { ALL_QUEUES, type QueueName } from "./queues";
import { pgliteExecutor } from "./sql-executors";

interface JobQueueState {
  boss?: Promise<PgBoss>;
  workers?: Promise<void>;
  /** Whether this process's pg-boss runs the schedules and maintenance (only where the workers run). */
  runsWorkers?: boolean;
}

// On globalThis for the same reason as lib/db.ts: Next's dev reloads re-evaluate modules, the workers must not double.
const globalForJobs = globalThis as typeof globalThis & { __wellnessJobs?: JobQueueState };
const state: JobQueueState = (globalForJobs.__wellnessJobs ??= {});

// On shutdown a running job gets this long to finish; after that pg-boss fails it, and its retry runs it again
// (on another worker, or this one when it is back). Below the 30 s a container orchestrator waits after SIGTERM.
const STOP_GRACE_MS = 20_000;

// Dead jobs stay in the job table (where staff list them) for 30 days; finished ones are archived after an hour.
const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

/**
 * The process's pg-boss, started on first use: on PostgreSQL its own small pool on DATABASE_URL; on the embedded
 * database the same PGlite as Prisma. Stopped by closeDb(). Workers and schedules only after startJobWorkers().
 */
export function getJobQueue(): Promise<PgBoss> {
  state.boss ??= openJobQueue().catch((error: unknown) => {
    state.boss = undefined;
    throw error;
  });
  return state.boss;
}

/**
 * Starts a worker for every queue of lib/jobs/queues.ts and registers the schedules (idempotent per process):
 * `npm run worker` on PostgreSQL; inside the app's own process on the embedded database (instrumentation.ts).
 */
export function startJobWorkers(): Promise<void> {
  state.workers ??= (async () => {
    if (!state.runsWorkers) {
      state.runsWorkers = true;
      // Opened for enqueueing or staff tools only: reopen with the schedules and maintenance on.
      const opened = await state.boss?.catch(() => undefined);
      state.boss = undefined;
      await opened?.stop({ graceful: false, close: true });
    }
    const boss = await getJobQueue();
    for (const queue of ALL_QUEUES) {
      const handler = jobHandler(queue.name as QueueName);
      await boss.work<Record<string, unknown>>(
        queue.name,
        { pollingIntervalSeconds: queue.pollingIntervalSeconds, batchSize: 1 },
        async ([job]) => {
          if (job) await observeJobRun(queue.name, () => handler(job.data ?? {}));
        },
      );
      if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: "UTC" });
    }
    // /api/ready reads it: jobs that nobody runs fail readiness instead of piling up unseen.
    beforeDbClose(startWorkerHeartbeat());
  })().catch((error: unknown) => {
    state.workers = undefined;
    throw error;
  });
  return state.workers;
}

/**
 * Runs the due jobs of one queue in this process, one by one, until none is left (or `limit`): for scripts that
 * run a job now (`npm run jobs:daily-snapshot`) and for tests. A failing job is failed as a worker would (retried
 * later with backoff, or dead); returns how many ran and failed.
 */
export async function runQueuedJobs(
  name: QueueName,
  { limit = 100, handler = jobHandler(name) }: { limit?: number; handler?: JobHandler } = {},
): Promise<{ ran: number; failed: number }> {
  const boss = await getJobQueue();
  let ran = 0;
  let failed = 0;
  while (ran < limit) {
    const [job] = await boss.fetch<Record<string, unknown>>(name);
    if (!job) break;
    ran += 1;
    try {
      await handler(job.data ?? {});
      await boss.complete(name, job.id);
    } catch (error) {
      failed += 1;
      await boss.fail(name, job.id, { message: errorMessage(error) });
    }
  }
  return { ran, failed };
}

async function openJobQueue(): Promise<PgBoss> {
  const env = getEnv();
  const schema = jobQueueSchema(env.DATABASE_URL);
  const common = {
    schema,
    // The schema and queues come with the migrations (lib/jobs/install-job-queue.ts); only check them here.
    migrate: false,
    supervise: state.runsWorkers === true,
    schedule: state.runsWorkers === true,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  };
  let boss: PgBoss;
  if (env.DATABASE_URL) {
    const { connectionString } = parseDatabaseUrl(env.DATABASE_URL);
    boss = new PgBoss({ ...common, connectionString, max: 4, application_name: "wellness-jobs" });
  } else {
    const pglite = await getEmbeddedPglite();
    boss = new PgBoss({ ...common, db: pgliteExecutor(pglite!) });
  }
  // pg-boss reports failures of its own loops (polling, maintenance) as events; an unheard "error" would crash.
  boss.on("error", (error) => console.error("[jobs]", errorMessage(error)));
  await boss.start();
  beforeDbClose(async () => {
    state.boss = undefined;
    state.workers = undefined;
    state.runsWorkers = undefined;
    await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, wait: true });
  });
  return boss;
}

export function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
