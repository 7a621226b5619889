import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { getMetrics } from "@/lib/observability/metrics-registry";

/** Long statements are cut: the start names the tables and the shape, which is what a slow-query line is for. */
const MAX_SQL_LENGTH = 2000;

/**
 * A query that took longer than SLOW_QUERY_MS: one warning with its duration and SQL text (parameters stay `$1`,
 * their values are never logged: they are members' data) on the request's log context, and the counter.
 */
export function logSlowQuery({ sql, durationMs }: { sql: string; durationMs: number }): void {
  if (durationMs < getEnv().SLOW_QUERY_MS) return;
  getMetrics().slowQueries.inc();
  logger.warn(
    {
      durationMs: Math.round(durationMs * 10) / 10,
      sql: sql.length > MAX_SQL_LENGTH ? `${sql.slice(0, MAX_SQL_LENGTH)}...` : sql,
    },
    "slow query",
  );
}
