import { randomUUID } from "node:crypto";

import { readMigrations, sha256, type MigrationFile } from "./read-migrations";
import type { SqlConnection } from "./sql-connection";

export interface AppliedMigrations {
  /** Names applied by this call, in order. */
  applied: string[];
  /** Names recorded in the database that the migrations folder no longer has (an older checkout or a newer database). */
  unknown: string[];
}

// Prisma's own table, column for column (schema-engine's postgres migration persistence), so that
// `prisma migrate deploy` / `migrate status` agree with this runner wherever the CLI is available.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// The advisory lock key Prisma's schema engine takes while migrating PostgreSQL: two app instances, or this runner
// and `prisma migrate deploy`, never migrate one database at the same time.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Scripts that manage their own transaction (Prisma writes BEGIN/COMMIT around enum rewrites) cannot be wrapped.
const OWN_TRANSACTION = /^\s*(BEGIN|START\s+TRANSACTION|COMMIT|END|ROLLBACK)\s*;/im;

interface MigrationRow {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
}

/**
 * Applies the pending `prisma/migrations/<timestamp>_<name>/migration.sql` files in order, each in its own
 * transaction, and records them as Prisma would. Refuses when an applied migration was edited afterwards or when a
 * migration failed earlier (Prisma's P3009), rather than guessing.
 */
export async function applyMigrations({
  connection,
  migrationsDir,
  migrations,
}: {
  connection: SqlConnection;
  migrationsDir?: string;
  /** Already read migrations (tests); read from `migrationsDir` otherwise. */
  migrations?: MigrationFile[];
}): Promise<AppliedMigrations> {
  const files = migrations ?? (await readMigrations(migrationsDir));
  await connection.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
  try {
    await connection.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await connection.query<MigrationRow>(
      `SELECT "id", "migration_name", "checksum", "finished_at", "rolled_back_at", "logs"
         FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL ORDER BY "started_at"`,
    );
    refuseFailedMigrations(rows);
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    refuseEditedMigrations(files, recorded);

    const applied: string[] = [];
    for (const migration of files) {
      if (recorded.has(migration.name)) continue;
      await applyOne(connection, migration);
      applied.push(migration.name);
    }
    const known = new Set(files.map((file) => file.name));
    return { applied, unknown: rows.map((row) => row.migration_name).filter((name) => !known.has(name)) };
  } finally {
    await connection.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
  }
}

async function applyOne(connection: SqlConnection, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  const insert = `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at") VALUES ($1, $2, $3, now())`;
  const finish = `UPDATE "_prisma_migrations" SET "finished_at" = now(), "applied_steps_count" = 1 WHERE "id" = $1`;

  if (!OWN_TRANSACTION.test(migration.sql)) {
    await connection.exec("BEGIN");
    try {
      await connection.query(insert, [id, migration.checksum, migration.name]);
      await connection.exec(migration.sql);
      await connection.query(finish, [id]);
      await connection.exec("COMMIT");
    } catch (error) {
      await connection.exec("ROLLBACK");
      throw migrationError(migration, error);
    }
    return;
  }

  // As Prisma does: record the start, run the script as written, record the outcome (a failure stays recorded).
  await connection.query(insert, [id, migration.checksum, migration.name]);
  try {
    await connection.exec(migration.sql);
  } catch (error) {
    await connection.exec("ROLLBACK").catch(() => {});
    await connection.query(`UPDATE "_prisma_migrations" SET "logs" = $2 WHERE "id" = $1`, [id, String(error)]);
    throw migrationError(migration, error);
  }
  await connection.query(finish, [id]);
}

function refuseFailedMigrations(rows: MigrationRow[]): void {
  const failed = rows.filter((row) => row.finished_at === null);
  if (failed.length === 0) return;
  throw new Error(
    `The migration ${failed.map((row) => row.migration_name).join(", ")} failed earlier in this database ` +
      `(${failed[0]?.logs ?? "no log"}). Fix the database by hand, then mark the migration rolled back ` +
      `(UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '...') or reset the database.`,
  );
}

function refuseEditedMigrations(files: MigrationFile[], recorded: Map<string, MigrationRow>): void {
  const edited = files.filter((file) => {
    const row = recorded.get(file.name);
    return row !== undefined && !matchesChecksum(file.sql, file.checksum, row.checksum);
  });
  if (edited.length === 0) return;
  throw new Error(
    `The migration ${edited.map((file) => file.name).join(", ")} was changed after it was applied to this ` +
      `database (its checksum differs). Restore the applied file and put the change in a new migration ` +
      `(npm run db:new-migration -- <name>), or reset a development database (npm run db:reset).`,
  );
}

// Prisma accepts a script checked out with the other line endings (git autocrlf); so do we.
function matchesChecksum(sql: string, checksum: string, recordedChecksum: string): boolean {
  if (checksum === recordedChecksum) return true;
  const lf = sql.replaceAll("\r\n", "\n");
  return sha256(lf) === recordedChecksum || sha256(lf.replaceAll("\n", "\r\n")) === recordedChecksum;
}

function migrationError(migration: MigrationFile, cause: unknown): Error {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new Error(`The migration ${migration.name} failed and was not applied: ${message}`, { cause });
}
