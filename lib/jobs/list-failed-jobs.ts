import "server-only";

import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getEnv } from "@/lib/env";
import { AppError, AppErrorCode } from "@/lib/errors";

import { getJobQueue } from "./job-queue";
import { jobQueueSchema } from "./job-queue-schema";

export const FAILED_JOBS_PAGE_SIZE = 50;
export const INVALID_CURSOR_MESSAGE = "The list moved on: start again from the first page.";

export type FailedJob = {
  id: string;
  queue: string;
  /** The last error's message (job data is not shown: it may name people). */
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
};

export type FailedJobPage = { nodes: FailedJob[]; endCursor: string | null; hasNextPage: boolean };

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
  first = FAILED_JOBS_PAGE_SIZE,
  after,
}: {
  viewer: Viewer | null;
  first?: number;
  after?: string | null;
}): Promise<FailedJobPage> {
  authorize(viewer, "background-jobs:manage");
  const take = Math.min(Math.max(1, Math.floor(first)), FAILED_JOBS_PAGE_SIZE);
  const cursor = after ? decodeCursor(after) : null;
  const schema = jobQueueSchema(getEnv().DATABASE_URL);
  const { rows } = await (await getJobQueue()).getDb().executeSql(
    `SELECT id, name, output, retry_count, created_on, completed_on FROM ${schema}.job
      WHERE state = 'failed'
        AND ($1::timestamptz IS NULL OR (completed_on, id) < ($1::timestamptz, $2::uuid))
      ORDER BY completed_on DESC, id DESC
      LIMIT $3`,
    [cursor?.failedAt ?? null, cursor?.id ?? null, take + 1],
  );
  const page = (rows as FailedJobRow[]).slice(0, take).map((row) => ({
    id: row.id,
    queue: row.name,
    error: row.output?.message ?? null,
    attempts: row.retry_count + 1,
    createdAt: new Date(row.created_on),
    failedAt: new Date(row.completed_on),
  }));
  const last = page.at(-1);
  return {
    nodes: page,
    endCursor: last ? encodeCursor(last) : null,
    hasNextPage: rows.length > take,
  };
}

function encodeCursor({ failedAt, id }: { failedAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([failedAt.toISOString(), id])).toString("base64url");
}

function decodeCursor(cursor: string): { failedAt: string; id: string } {
  try {
    const [failedAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof failedAt === "string" && !Number.isNaN(Date.parse(failedAt)) && typeof id === "string" && uuid.test(id)) {
      return { failedAt, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_CURSOR_MESSAGE);
}
