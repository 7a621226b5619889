import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { QUEUES } from "@/lib/jobs/queues";
import { jobRows, makeJobDue } from "../../helpers/jobs";
import { useTestDatabase } from "../../helpers/test-db";

const testDb = useTestDatabase();

// Jobs of the daily-snapshot queue with a handler of the test's own: the queue's retry policy is what is tested.
const queue = QUEUES.dailySnapshot;

test("a job enqueued in a transaction exists once the transaction commits", async () => {
  const id = await testDb.db().$transaction((tx) => enqueueJob(tx, queue.name, { reason: "commit" }));
  const rows = await jobRows(queue.name);
  expect(rows.find((row) => row.id === id)).toMatchObject({ state: "created", data: { reason: "commit" } });
  await runQueuedJobs(queue.name, { handler: async () => {} });
  expect((await jobRows(queue.name)).find((row) => row.id === id)?.state).toBe("completed");
});

test("a transaction that enqueues then throws leaves no job (nor its write)", async () => {
  const before = await jobRows(queue.name);
  const email = `rolled-back-${Date.now()}@example.com`;
  await expect(
    testDb.db().$transaction(async (tx) => {
      await tx.outgoingMessage.create({ data: { channel: "EMAIL", to: email, text: "x" } });
      await enqueueJob(tx, queue.name, { reason: "rollback" });
      throw new Error("the write failed after the enqueue");
    }),
  ).rejects.toThrow("the write failed after the enqueue");
  expect(await jobRows(queue.name)).toHaveLength(before.length);
  expect(await testDb.db().outgoingMessage.count({ where: { to: email } })).toBe(0);
});

test("a failing job is retried with growing delays, then kept as dead (failed)", async () => {
  const id = await testDb.db().$transaction((tx) => enqueueJob(tx, queue.name, { reason: "fails" }));
  const failing = async () => {
    throw new Error("provider down");
  };
  const delays: number[] = [];
  for (let attempt = 0; attempt <= queue.retry.retryLimit; attempt += 1) {
    const { ran, failed } = await runQueuedJobs(queue.name, { handler: failing });
    expect({ ran, failed }).toEqual({ ran: 1, failed: 1 });
    const row = (await jobRows(queue.name)).find((job) => job.id === id)!;
    if (attempt < queue.retry.retryLimit) {
      // pg-boss counts a retry when it starts it.
      expect(row).toMatchObject({ state: "retry", retry_count: attempt });
      delays.push((row.start_after.getTime() - Date.now()) / 1000);
      // Not due before its delay has passed.
      expect(await runQueuedJobs(queue.name, { handler: failing })).toEqual({ ran: 0, failed: 0 });
      await makeJobDue(id);
    } else {
      expect(row.state).toBe("failed");
    }
  }
  // Exponential backoff with jitter: attempt n waits between delay*2^n and delay*2^(n+1) seconds.
  delays.forEach((seconds, n) => {
    expect(seconds).toBeGreaterThan(queue.retry.retryDelay * 2 ** n - 5);
    expect(seconds).toBeLessThanOrEqual(queue.retry.retryDelay * 2 ** (n + 1) + 1);
  });
});
