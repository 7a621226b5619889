import { spawn } from "node:child_process";
import path from "node:path";

import { closeDb, getDb } from "@/lib/db";
import { listOutboxMessages } from "@/lib/integrations/outbox/list-outbox-messages";
import { getJobQueue, runQueuedJobs } from "@/lib/jobs/job-queue";
import { jobQueueSchema } from "@/lib/jobs/job-queue-schema";
import { RECLAIM_AFTER_SECONDS, deliverMessage } from "@/lib/outgoing-messages/deliver-message";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { STUCK_AFTER_SECONDS, sweepStuckMessages } from "@/lib/outgoing-messages/sweep-stuck-messages";
import { uniqueEmail } from "@/prisma/seed";
import { jobRows } from "../../helpers/jobs";
import { useTestDatabase } from "../../helpers/test-db";

useTestDatabase();

const message = (to: string) => ({ to, subject: "Your code", text: "123456 is your code." });

// Starts a worker process on the test's database, waits until it handed the message to the provider, kills it (-9).
async function killWorkerAfterSend(): Promise<void> {
  const child = spawn(
    process.execPath,
    // tsx as a loader in this one process (its CLI would run the script in a grandchild the kill would miss).
    ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "support/deliver-then-hang.ts")],
    { env: { ...process.env, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("SENT")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`The worker exited (${code}) before sending: ${errors}`)));
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

test("a worker killed after sending, before marking the message sent: never delivered again, ends UNKNOWN", async () => {
  const to = uniqueEmail("killed-worker");
  const { messageId } = await (await getDb()).$transaction((tx) => queueEmail(tx, message(to)));

  // The embedded database is one process's at a time: hand it to the worker, take it back after the kill.
  await closeDb();
  await killWorkerAfterSend();
  const db = await getDb();

  expect(await listOutboxMessages({ to })).toHaveLength(1);
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: "SENDING",
    attempts: 1,
  });

  // pg-boss gives the dead worker's job to another worker once it expires; it finds the message claimed.
  const schema = jobQueueSchema(process.env.DATABASE_URL);
  const [job] = (await jobRows("deliver-message")).filter((row) => row.data.messageId === messageId);
  expect(job?.state).toBe("active");
  await (await getJobQueue()).getDb().executeSql(`UPDATE ${schema}.job SET state = 'retry' WHERE id = $1`, [job!.id]);
  const provider = { send: jest.fn(async () => ({ messageId: "never" })) };
  expect(await runQueuedJobs("deliver-message", { handler: (data) => deliverMessage({ messageId: String(data.messageId), email: provider }) })).toEqual({ ran: 1, failed: 0 });
  expect(provider.send).not.toHaveBeenCalled();

  // A provider that would deliver a repeated key twice (SMTP): still unknown to us after the timeout, marked for
  // staff, never re-sent.
  const smtpLike = { email: { dedupesByIdempotencyKey: false }, sms: { dedupesByIdempotencyKey: false } };
  expect(await sweepStuckMessages(smtpLike)).toEqual({ marked: 0, requeued: 0 });
  const later = new Date(Date.now() + (STUCK_AFTER_SECONDS + 1) * 1000);
  expect(await sweepStuckMessages({ now: later, ...smtpLike })).toEqual({ marked: 1, requeued: 0 });
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: "UNKNOWN",
    text: "",
    lastError: expect.stringContaining("Not re-sent"),
  });
  expect(await listOutboxMessages({ to })).toHaveLength(1);
}, 180_000);

test("a worker killed after sending, where the provider drops a repeated key: sent again, delivered exactly once", async () => {
  const to = uniqueEmail("killed-worker-dedupe");
  const { messageId } = await (await getDb()).$transaction((tx) => queueEmail(tx, message(to)));
  await closeDb();
  await killWorkerAfterSend();
  const db = await getDb();
  expect(await listOutboxMessages({ to })).toHaveLength(1);

  // Too soon to tell a dead worker from a slow send: left alone.
  expect(await sweepStuckMessages()).toEqual({ marked: 0, requeued: 0 });
  const later = new Date(Date.now() + (RECLAIM_AFTER_SECONDS + 1) * 1000);
  expect(await sweepStuckMessages({ now: later })).toEqual({ marked: 0, requeued: 1 });
  // The sweep's job sends it again under the same key; the local outbox, like such a provider, keeps one.
  await runQueuedJobs("deliver-message");
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: "SENT", attempts: 2 });
  expect(await listOutboxMessages({ to })).toHaveLength(1);
}, 180_000);

test("a message is sent once even when its job runs twice", async () => {
  const to = uniqueEmail("twice");
  const db = await getDb();
  const { messageId } = await db.$transaction((tx) => queueEmail(tx, message(to)));
  const provider = { send: jest.fn(async () => ({ messageId: "<provider-1@example.com>" })) };

  const outcomes = await Promise.all([
    deliverMessage({ messageId, email: provider }),
    deliverMessage({ messageId, email: provider }),
  ]);

  expect(outcomes.sort()).toEqual(["sent", "skipped"]);
  expect(provider.send).toHaveBeenCalledTimes(1);
  expect(provider.send).toHaveBeenCalledWith(expect.objectContaining({ to, idempotencyKey: messageId }));
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: "SENT",
    attempts: 1,
    providerMessageId: "<provider-1@example.com>",
    text: "",
    html: null,
  });
});

test("the local provider delivers one message per idempotency key", async () => {
  const to = uniqueEmail("idempotent");
  const { getEmailSender } = await import("@/lib/integrations/email/get-email-sender");
  const sender = getEmailSender();
  const first = await sender.send({ ...message(to), idempotencyKey: "3f0c2a8e-0000-4000-8000-000000000001" });
  const again = await sender.send({ ...message(to), idempotencyKey: "3f0c2a8e-0000-4000-8000-000000000001" });
  expect(again.messageId).toBe(first.messageId);
  expect(await listOutboxMessages({ to })).toHaveLength(1);
});

test("a recipient the provider rejects for good fails at once; a refusal is retried, then fails after its attempts", async () => {
  const db = await getDb();
  const { AppError, AppErrorCode } = await import("@/lib/errors");
  const rejected = await db.$transaction((tx) => queueEmail(tx, message(uniqueEmail("rejected"))));
  const rejecting = { send: async () => Promise.reject(new AppError(AppErrorCode.INVALID_INPUT, "Please enter a valid email.")) };
  expect(await deliverMessage({ messageId: rejected.messageId, email: rejecting })).toBe("failed");
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: rejected.messageId } })).toMatchObject({
    status: "FAILED",
    attempts: 1,
  });

  const refused = await db.$transaction((tx) => queueEmail(tx, message(uniqueEmail("refused"))));
  const outage = Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET", command: "CONN" });
  const refusing = { send: async () => Promise.reject(new AppError(AppErrorCode.UNAVAILABLE, "Email cannot be sent right now.", { cause: outage })) };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await expect(deliverMessage({ messageId: refused.messageId, email: refusing })).rejects.toThrow("Email cannot be sent");
    expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: refused.messageId } })).toMatchObject({
      status: "QUEUED",
      attempts: attempt,
    });
  }
  expect(await deliverMessage({ messageId: refused.messageId, email: refusing })).toBe("failed");
  expect(await db.outgoingMessage.findUniqueOrThrow({ where: { id: refused.messageId } })).toMatchObject({
    status: "FAILED",
    attempts: 6,
    lastError: expect.stringContaining("ECONNREFUSED"),
  });
});
