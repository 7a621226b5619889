import "server-only";

import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getEnv } from "@/lib/env";
import {
  decodeCursor,
  pageSize,
  parseTimeAndId,
  timeAndIdKey,
  toCursorPage,
  type CursorPage,
} from "@/lib/pagination/cursor-page";

import { getJobQueue } from "./job-queue";
import { jobQueueSchema } from "./job-queue-schema";

export const FAILED_JOBS_PAGE_SIZE = 50;

export type FailedJob = {
  id: string;
  queue: string;
  /** The last error's message (job data is not shown: it may name people). */
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
};

export type FailedJobPage = CursorPage<FailedJob>;

interface FailedJobRow {
  id: string;
  name: string;
  output: { message?: string } | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
}

/**
 * The dead jobs (out of retries), newest failure first, for staff: a cursor page. Failed jobs stay listable for 30
 * days (lib/jobs/job-queue.ts).
 */
export async function listFailedJobs({
  viewer,
  first,
  after,
}: {
  viewer: Viewer | null;
  first?: number | null;
  after?: string | null;
}): Promise<FailedJobPage> {
  authorize(viewer, "background-jobs:manage");
  const take = pageSize(first, FAILED_JOBS_PAGE_SIZE);
  const cursor = after ? decodeCursor(after, (key) => parseTimeAndId(key, (id) => UUID.test(id))) : null;
  const schema = jobQueueSchema(getEnv().DATABASE_URL);
  const { rows } = await (await getJobQueue()).getDb().executeSql(
    `SELECT id, name, output, retry_count, created_on, completed_on FROM ${schema}.job
      WHERE state = 'failed'
        AND ($1::timestamptz IS NULL OR (completed_on, id) < ($1::timestamptz, $2::uuid))
      ORDER BY completed_on DESC, id DESC
      LIMIT $3`,
    [cursor?.at.toISOString() ?? null, cursor?.id ?? null, take + 1],
  );
  const nodes = (rows as FailedJobRow[]).map((row) => ({
    id: row.id,
    queue: row.name,
    error: row.output?.message ?? null,
    attempts: row.retry_count + 1,
    createdAt: new Date(row.created_on),
    failedAt: new Date(row.completed_on),
  }));
  return toCursorPage(nodes, take, (job) => timeAndIdKey(job.failedAt, job.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
