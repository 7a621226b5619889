import "server-only";

import { runQueuedJobs } from "@/lib/jobs/job-queue";

/**
 * Runs the due deliveries in this process now. The local outbox's readers (GET /api/dev/outbox, /dev/outbox) call it
 * first, so what an operation queued a moment ago is there to read, as it would be in a real inbox a second later;
 * the claim keeps it at most once alongside the background worker.
 */
export async function deliverDueMessages(): Promise<void> {
  await runQueuedJobs("deliver-message");
}
