// A worker process for the at-most-once test: it takes the deliver-message job, claims the message, hands it to the
// local provider (the outbox) and then hangs before it can mark it sent, announcing "SENT" so the test can kill it.
import { getEmailSender } from "@/lib/integrations/email/get-email-sender";
import type { EmailSender } from "@/lib/integrations/email/types";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { deliverMessage } from "@/lib/outgoing-messages/deliver-message";

const provider = getEmailSender();
const sendsThenHangs: EmailSender = {
  send: async (message) => {
    await provider.send(message);
    process.stdout.write("SENT\n");
    return new Promise(() => {});
  },
};

void runQueuedJobs("deliver-message", {
  limit: 1,
  handler: (data) => deliverMessage({ messageId: String(data.messageId), email: sendsThenHangs }),
});
