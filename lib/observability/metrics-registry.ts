import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// The process's Prometheus metrics (served at /api/metrics by each process: lib/observability/serve-metrics.ts).
// Labels are bounded: routes normalized (normalize-route.ts), operation names capped (bounded-label.ts), queues from
// lib/jobs/queues.ts.

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by normalized route, method and status class (2xx, 4xx...).",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its response's last byte, by normalized route and method.",
      labelNames: ["route", "method"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    graphqlOperations: new Counter({
      name: "graphql_operations_total",
      help: "GraphQL operations run, by operation name (capped; later names count as 'other'), type and result.",
      labelNames: ["operation", "type", "result"] as const,
      registers,
    }),
    graphqlDuration: new Histogram({
      name: "graphql_operation_duration_seconds",
      help: "Whole-request time of GraphQL operations (session check included), by operation name.",
      labelNames: ["operation"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    slowQueries: new Counter({
      name: "db_slow_queries_total",
      help: "Database queries slower than SLOW_QUERY_MS.",
      registers,
    }),
    poolConnections: new Gauge({
      name: "db_pool_connections",
      help: "The app's PostgreSQL pool: connections open (total), of them idle, and the pool's size (max).",
      labelNames: ["state"] as const,
      registers,
    }),
    poolWaiting: new Gauge({
      name: "db_pool_waiting_requests",
      help: "Queries waiting for a free connection of the app's PostgreSQL pool.",
      registers,
    }),
    queueJobs: new Gauge({
      name: "job_queue_jobs",
      help: "Jobs in the job table by queue and state (created, retry, active; failed: dead, kept 30 days).",
      labelNames: ["queue", "state"] as const,
      registers,
    }),
    queueDue: new Gauge({
      name: "job_queue_due",
      help: "Jobs due to run now (created or retry, start time passed) and not yet picked up: the queue's depth.",
      labelNames: ["queue"] as const,
      registers,
    }),
    jobsRun: new Counter({
      name: "jobs_total",
      help: "Job runs in this process by queue and result (completed, failed: the run threw; pg-boss retries it).",
      labelNames: ["queue", "result"] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: "job_duration_seconds",
      help: "Job run time in this process, by queue.",
      labelNames: ["queue"] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// On globalThis: Next may evaluate this module more than once in a process (instrumentation.ts and the routes are
// bundled apart), and a metric registered twice would throw.
const globalForMetrics = globalThis as typeof globalThis & { __wellnessMetrics?: Metrics };

export function getMetrics(): Metrics {
  return (globalForMetrics.__wellnessMetrics ??= createMetrics());
}
