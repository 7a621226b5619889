import type { PGlite } from "@electric-sql/pglite";
import { createHash } from "node:crypto";
import pg from "pg";

import { parseDatabaseUrl, quoteIdentifier } from "./parse-database-url";

/**
 * One database session, below Prisma: the migration runner needs multi-statement scripts and explicit
 * BEGIN/COMMIT on a single connection, which Prisma's client does not offer.
 */
export interface SqlConnection {
  /** Runs a script of one or more statements (simple query protocol, no parameters). */
  exec(script: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Parameterised queries only: what the hot reads need (getSql() in lib/db.ts). */
export type SqlReader = Pick<SqlConnection, "query">;

/**
 * Queries on a pool's connections, each on whichever connection is free, as named prepared statements: each
 * connection parses and plans a statement once instead of on every call, which for the hot reads' statements (a
 * dozen subqueries) costs the server more than running them.
 */
export function poolReader(pool: pg.Pool): SqlReader {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `q${createHash("sha256").update(sql).digest("hex").slice(0, 24)}`));
    return name;
  };
  return {
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pool.query({ name: nameOf(sql), text: sql, values: params })).rows as Row[],
  };
}

/** Wraps an open PGlite; closing the connection leaves the PGlite open (its opener owns it). */
export function pgliteConnection(pglite: PGlite): SqlConnection {
  return {
    exec: async (script) => {
      await pglite.exec(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
    close: async () => {},
  };
}

/** Opens one PostgreSQL session; honours Prisma's `?schema=` by creating the schema and putting it on the search_path. */
export async function openPostgresConnection(databaseUrl: string): Promise<SqlConnection> {
  const { connectionString, schema } = parseDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    if (schema) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`).catch((error: { code?: string }) => {
        // Two sessions creating the schema at once: the loser sees a unique violation, not "already exists".
        if (error.code !== "23505" && error.code !== "42P06") throw error;
      });
      await client.query(`SET search_path TO ${quoteIdentifier(schema)}`);
    }
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    exec: async (script) => {
      await client.query(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as Row[],
    close: () => client.end(),
  };
}
