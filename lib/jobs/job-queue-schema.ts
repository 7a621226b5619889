import { parseDatabaseUrl } from "@/lib/db/parse-database-url";

/** pg-boss's schema when the app's tables are in the server's default schema (and on the embedded database). */
export const DEFAULT_JOB_QUEUE_SCHEMA = "pgboss";

/**
 * The schema that holds pg-boss's tables for a database URL. A URL with Prisma's `?schema=X` (the tests give every
 * file its own) gets `X_jobs`, so two test files, or two apps sharing a database, never share a queue.
 */
export function jobQueueSchema(databaseUrl: string | undefined): string {
  const schema = databaseUrl ? parseDatabaseUrl(databaseUrl).schema : undefined;
  return schema ? `${schema}_jobs` : DEFAULT_JOB_QUEUE_SCHEMA;
}
