// `npm run worker`: runs every background job (lib/jobs/queues.ts) and its schedule against DATABASE_URL until
// stopped (SIGINT/SIGTERM finish the running jobs first). On the embedded database the app runs them itself. With
// METRICS_PORT it also answers /api/metrics there.
import { closeDb, ensureDatabaseReady } from "../lib/db";
import { getEnv } from "../lib/env";
import { startJobWorkers } from "../lib/jobs/job-queue";
import { startMetricsServer } from "../lib/observability/start-metrics-server";

async function main(): Promise<void> {
  if (!getEnv().DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL; on the embedded database the app runs the jobs itself.");
    process.exit(1);
  }
  await ensureDatabaseReady({ seed: false });
  await startJobWorkers();
  console.log("Job worker started.");
  // Its job counters and the queues' depth for Prometheus (/api/metrics on METRICS_PORT).
  const metricsPort = getEnv().METRICS_PORT;
  if (metricsPort) startMetricsServer(metricsPort);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void closeDb().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
