import { runDailySnapshot } from "@/lib/histories/run-daily-snapshot";
import { deliverMessage } from "@/lib/outgoing-messages/deliver-message";
import { sweepStuckMessages } from "@/lib/outgoing-messages/sweep-stuck-messages";

import { deleteExpiredRows } from "./cleanup/delete-expired-rows";
import type { QueueName } from "./queues";

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

/** What each queue of lib/jobs/queues.ts runs; a thrown error fails the job (retried with backoff, then dead). */
const HANDLERS: Record<QueueName, JobHandler> = {
  "deliver-message": (data) => deliverMessage({ messageId: String(data.messageId) }),
  "sweep-stuck-messages": () => sweepStuckMessages(),
  "delete-expired-rows": () => deleteExpiredRows(),
  "daily-snapshot": () => runDailySnapshot(),
};

export function jobHandler(name: QueueName): JobHandler {
  return HANDLERS[name];
}
