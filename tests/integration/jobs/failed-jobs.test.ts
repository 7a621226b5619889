import { getDb } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { QUEUES } from "@/lib/jobs/queues";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { jobRows, makeJobDue } from "../../helpers/jobs";
import { useTestDatabase } from "../../helpers/test-db";

useTestDatabase();

const queue = QUEUES.deleteExpiredRows;
const LIST = `query ($after: String) { failedJobs(first: 2, after: $after) {
  nodes { id queue error attempts createdAt failedAt } endCursor hasNextPage } }`;

type Page = {
  failedJobs: { nodes: Array<{ id: string; queue: string; error: string; attempts: number }>; endCursor: string; hasNextPage: boolean };
};

// A job of the queue that fails every attempt until it is dead.
async function deadJob(reason: string): Promise<string> {
  const id = await (await getDb()).$transaction((tx) => enqueueJob(tx, queue.name, { reason }));
  const failing = async () => {
    throw new Error(`cleanup failed: ${reason}`);
  };
  for (let attempt = 0; attempt <= queue.retry.retryLimit; attempt += 1) {
    await makeJobDue(id);
    await runQueuedJobs(queue.name, { handler: failing });
  }
  expect((await jobRows(queue.name)).find((row) => row.id === id)?.state).toBe("failed");
  return id;
}

test("staff page through the dead jobs, newest failure first, and can retry or delete one", async () => {
  const db = await getDb();
  const staff = await createStaffUser(db);
  const cookie = (await sessionCookieFor(staff.id)).cookie;
  const ids = [await deadJob("one"), await deadJob("two"), await deadJob("three")];

  const first = await executeGraphQL<Page>({ query: LIST, cookie });
  expect(first.body.errors).toBeUndefined();
  expect(first.body.data!.failedJobs.nodes.map((job) => job.id)).toEqual([ids[2], ids[1]]);
  expect(first.body.data!.failedJobs.nodes[0]).toMatchObject({
    queue: queue.name,
    error: "cleanup failed: three",
    attempts: queue.retry.retryLimit + 1,
  });
  expect(first.body.data!.failedJobs.hasNextPage).toBe(true);
  const second = await executeGraphQL<Page>({ query: LIST, cookie, variables: { after: first.body.data!.failedJobs.endCursor } });
  expect(second.body.data!.failedJobs.nodes.map((job) => job.id)).toEqual([ids[0]]);
  expect(second.body.data!.failedJobs.hasNextPage).toBe(false);

  const retry = await executeGraphQL<{ retryFailedJob: { didRetry: boolean; error: string | null } }>({
    query: "mutation ($queue: String!, $id: ID!) { retryFailedJob(queue: $queue, id: $id) { didRetry error } }",
    variables: { queue: queue.name, id: ids[0] },
    cookie,
  });
  expect(retry.body.data?.retryFailedJob).toEqual({ didRetry: true, error: null });
  expect((await jobRows(queue.name)).find((row) => row.id === ids[0])?.state).toBe("retry");

  const remove = async () =>
    executeGraphQL<{ deleteFailedJob: { didDelete: boolean; error: string | null } }>({
      query: "mutation ($queue: String!, $id: ID!) { deleteFailedJob(queue: $queue, id: $id) { didDelete error } }",
      variables: { queue: queue.name, id: ids[1] },
      cookie,
    });
  expect((await remove()).body.data?.deleteFailedJob).toEqual({ didDelete: true, error: null });
  expect((await jobRows(queue.name)).some((row) => row.id === ids[1])).toBe(false);
  expect((await remove()).body.data?.deleteFailedJob).toEqual({
    didDelete: false,
    error: "That job is no longer in the failed list.",
  });
});

test("members and signed-out callers cannot see or touch the dead jobs", async () => {
  const member = await createUser(await getDb());
  const cookie = (await sessionCookieFor(member.id)).cookie;

  const asMember = await executeGraphQL({ query: LIST, cookie });
  expect(asMember.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  expect(asMember.body.data).toBeNull();
  const retry = await executeGraphQL<{ retryFailedJob: { didRetry: boolean; error: string | null } }>({
    query: 'mutation { retryFailedJob(queue: "delete-expired-rows", id: "00000000-0000-4000-8000-000000000000") { didRetry error } }',
    cookie,
  });
  expect(retry.body.errors?.[0]).toMatchObject({
    message: "You do not have permission to do that.",
    extensions: { code: "FORBIDDEN" },
  });
  const signedOut = await executeGraphQL({ query: LIST });
  expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
