import { getMetrics } from "@/lib/observability/metrics-registry";

/** Runs one job, counting it as completed or failed (it threw) and timing it; the error is thrown on to pg-boss. */
export async function observeJobRun<T>(queue: string, run: () => Promise<T>): Promise<T> {
  const metrics = getMetrics();
  const stopTimer = metrics.jobDuration.startTimer({ queue });
  try {
    const result = await run();
    metrics.jobsRun.inc({ queue, result: "completed" });
    return result;
  } catch (error) {
    metrics.jobsRun.inc({ queue, result: "failed" });
    throw error;
  } finally {
    stopTimer();
  }
}
