import "server-only";

import { getEnv } from "@/lib/env";

import { startJobWorkers } from "./job-queue";

/** Whether this app process runs the background jobs itself (JOBS_IN_PROCESS; "auto": on the embedded database). */
export function runsJobsInProcess(): boolean {
  const { JOBS_IN_PROCESS, DATABASE_URL } = getEnv();
  return JOBS_IN_PROCESS === "on" || (JOBS_IN_PROCESS === "auto" && !DATABASE_URL);
}

/**
 * Called when a server process first opens the database (lib/db.ts): the embedded database is one process's, so no separate worker
 * can open it; the app delivers its own messages and runs its own schedules. A failure is logged, not thrown: the
 * site still serves, and the outbox readers deliver what is due.
 */
export async function startInProcessJobWorkers(): Promise<void> {
  if (!runsJobsInProcess()) return;
  try {
    await startJobWorkers();
  } catch (error) {
    console.error("[jobs] the background jobs did not start:", error instanceof Error ? error.message : error);
  }
}
