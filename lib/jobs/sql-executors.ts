import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";

import type { SqlConnection } from "@/lib/db/sql-connection";
import type { Tx } from "@/lib/db";

// pg-boss runs its SQL through an executor `{ executeSql(text, values) }`. Without values it sends scripts of several
// statements (its schema set-up, locked maintenance), which only the simple query protocol accepts.

/** Over the embedded database: the same PGlite the Prisma client uses (one connection; PGlite queues the queries). */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values.map(toParameter))).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Over a migration connection (set-up only). */
export function sqlConnectionExecutor(connection: SqlConnection): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: await connection.query(text, values.map(toParameter)) };
      // A script's rows are not needed by the set-up, except single SELECTs, which the query path answers.
      if (/^\s*SELECT\b/i.test(text) && !text.includes(";")) return { rows: await connection.query(text) };
      await connection.exec(text);
      return { rows: [] };
    },
  };
}

/**
 * Inside a Prisma interactive transaction: pg-boss's INSERT joins the caller's transaction, so the job exists
 * exactly when the write that caused it commits.
 */
export function transactionExecutor(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? []).map(toParameter)) }),
  };
}

// pg serialises objects to JSON itself; PGlite and Prisma's raw queries expect text for a jsonb parameter.
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}
