import { listOutboxMessages } from "@/lib/integrations/outbox/list-outbox-messages";
import type { OutboxMessage } from "@/lib/integrations/outbox/types";
import { runQueuedJobs } from "@/lib/jobs/job-queue";

/**
 * Delivers every queued email, text and call now, through the deliver-message job (what the worker does in the
 * background; tests run no background worker).
 */
export async function deliverQueuedMessages(): Promise<void> {
  await runQueuedJobs("deliver-message");
}

/**
 * The local outbox after delivering what is queued: what a test reads after an operation that sends something
 * (messages are written in the operation's transaction and delivered by a job, never on the spot).
 */
export async function outboxMessages(filter: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  await deliverQueuedMessages();
  return listOutboxMessages(filter);
}
