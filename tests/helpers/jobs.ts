import { getJobQueue } from "@/lib/jobs/job-queue";
import { jobQueueSchema } from "@/lib/jobs/job-queue-schema";
import type { QueueName } from "@/lib/jobs/queues";

export interface JobRow {
  id: string;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  retry_count: number;
  start_after: Date;
  data: Record<string, unknown>;
}

/** The jobs of one queue as pg-boss stores them (the test database's own job schema). */
export async function jobRows(name: QueueName): Promise<JobRow[]> {
  const schema = jobQueueSchema(process.env.DATABASE_URL);
  const { rows } = await (await getJobQueue())
    .getDb()
    .executeSql(`SELECT id, state, retry_count, start_after, data FROM ${schema}.job WHERE name = $1 ORDER BY created_on`, [name]);
  return (rows as JobRow[]).map((row) => ({ ...row, start_after: new Date(row.start_after) }));
}

/** Makes a waiting retry due now, as if its backoff had passed (a second back: pg-boss fetches start_after < now()). */
export async function makeJobDue(id: string): Promise<void> {
  const schema = jobQueueSchema(process.env.DATABASE_URL);
  await (await getJobQueue()).getDb().executeSql(`UPDATE ${schema}.job SET start_after = now() - interval '1 second' WHERE id = $1`, [id]);
}
