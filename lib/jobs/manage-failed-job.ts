import "server-only";

import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode } from "@/lib/errors";

import { getJobQueue } from "./job-queue";
import { queueDefinition } from "./queues";

export const FAILED_JOB_NOT_FOUND_MESSAGE = "That job is no longer in the failed list.";

/** Puts a dead job back in its queue for another run (its retries start again). */
export async function retryFailedJob({
  viewer,
  queue,
  id,
}: {
  viewer: Viewer | null;
  queue: string;
  id: string;
}): Promise<{ didRetry: boolean }> {
  authorize(viewer, "background-jobs:manage");
  const boss = await findFailedJob(queue, id);
  await boss.retry(queue, id);
  return { didRetry: true };
}

/** Removes a dead job for good (staff decided it should not run again). */
export async function deleteFailedJob({
  viewer,
  queue,
  id,
}: {
  viewer: Viewer | null;
  queue: string;
  id: string;
}): Promise<{ didDelete: boolean }> {
  authorize(viewer, "background-jobs:manage");
  const boss = await findFailedJob(queue, id);
  await boss.deleteJob(queue, id);
  return { didDelete: true };
}

async function findFailedJob(queue: string, id: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!queueDefinition(queue) || !uuid.test(id)) throw new AppError(AppErrorCode.NOT_FOUND, FAILED_JOB_NOT_FOUND_MESSAGE);
  const boss = await getJobQueue();
  const job = await boss.getJobById(queue, id);
  if (job?.state !== "failed") throw new AppError(AppErrorCode.NOT_FOUND, FAILED_JOB_NOT_FOUND_MESSAGE);
  return boss;
}
