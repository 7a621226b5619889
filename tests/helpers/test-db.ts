import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import { closeDb, getDb, type Db } from "@/lib/db";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { isAlive } from "@/lib/db/lock-embedded-folder";
import { openEmbeddedDatabase } from "@/lib/db/open-embedded-database";
import { quoteIdentifier } from "@/lib/db/parse-database-url";
import { defaultMigrationsDir, readMigrations, sha256, type MigrationFile } from "@/lib/db/read-migrations";
import { openPostgresConnection, pgliteConnection } from "@/lib/db/sql-connection";
import { resetEnvForTests } from "@/lib/env";
import { installJobQueue } from "@/lib/jobs/install-job-queue";
import { jobQueueSchema } from "@/lib/jobs/job-queue-schema";
import { ALL_QUEUES } from "@/lib/jobs/queues";
import { pgliteExecutor, sqlConnectionExecutor } from "@/lib/jobs/sql-executors";

/**
 * Gives the calling test file its own freshly migrated database and points `getDb()` at it for the file's tests.
 * Call once at the top of an integration test file:
 *
 *   const testDb = useTestDatabase();
 *   test("...", async () => { const db = testDb.db(); ... });   // or just call domain code: getDb() is this database
 *
 * Default: an embedded PGlite folder copied from a migrated template (built once per set of migrations; a copy opens
 * in well under a second where a new PGlite takes several). With TEST_DATABASE_URL (e.g.
 * postgresql://root@127.0.0.1:5432/test): a new schema of that database, dropped after the file.
 */
export function useTestDatabase(): TestDatabase {
  let current: Db | undefined;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dispose = await setUpTestDatabase();
    current = await getDb();
  });

  afterAll(async () => {
    current = undefined;
    await dispose?.();
  });

  return {
    db: () => {
      if (!current) throw new Error("The test database is ready in beforeAll: use db() inside a test or hook.");
      return current;
    },
  };
}

export interface TestDatabase {
  /** The same client `getDb()` returns during this file's tests. */
  db(): Db;
}

/** For tests that manage their own lifecycle: prepares the database, returns the clean-up. */
export async function setUpTestDatabase(): Promise<() => Promise<void>> {
  await closeDb();
  const saved = { DATABASE_URL: process.env.DATABASE_URL, EMBEDDED_DB_DIR: process.env.EMBEDDED_DB_DIR };
  const restore = async (cleanUp: () => Promise<void>) => {
    await closeDb();
    try {
      await cleanUp();
    } finally {
      setEnv(saved);
    }
  };

  // The migrations getDb() applies on open: prisma/migrations of the working directory.
  const migrations = await readMigrations(defaultMigrationsDir());
  if (migrations.length === 0) {
    throw new Error(
      `${defaultMigrationsDir()} holds no migration yet, so a test database would have no tables. ` +
        "Create the first one from prisma/schema.prisma: npm run db:new-migration -- init",
    );
  }

  const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (testDatabaseUrl) {
    const { url, drop } = await createPostgresSchema(testDatabaseUrl, migrations);
    setEnv({ DATABASE_URL: url, EMBEDDED_DB_DIR: undefined });
    return () => restore(drop);
  }

  const folder = await copyEmbeddedTemplate(migrations);
  setEnv({ DATABASE_URL: undefined, EMBEDDED_DB_DIR: folder });
  return () => restore(async () => rmSync(folder, { recursive: true, force: true }));
}

function setEnv(values: { DATABASE_URL: string | undefined; EMBEDDED_DB_DIR: string | undefined }): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

async function createPostgresSchema(
  baseUrl: string,
  migrations: MigrationFile[],
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${process.env.JEST_WORKER_ID ?? "0"}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(baseUrl);
  url.searchParams.set("schema", schema);
  const connection = await openPostgresConnection(url.toString());
  try {
    await applyMigrations({ connection, migrations });
    await installJobQueue({ db: sqlConnectionExecutor(connection), schema: jobQueueSchema(url.toString()) });
  } finally {
    await connection.close();
  }
  return {
    url: url.toString(),
    drop: async () => {
      const base = new URL(baseUrl);
      base.searchParams.delete("schema");
      const admin = await openPostgresConnection(base.toString());
      try {
        await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(jobQueueSchema(url.toString()))} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}

const TEST_DB_ROOT = path.join(os.tmpdir(), "wellness-test-db");

async function copyEmbeddedTemplate(migrations: MigrationFile[]): Promise<string> {
  const template = await ensureTemplate(migrations);
  removeAbandonedCopies();
  const folder = path.join(TEST_DB_ROOT, `db-${process.pid}-${randomBytes(4).toString("hex")}`);
  cpSync(template, folder, { recursive: true });
  return folder;
}

// One migrated, closed PGlite folder per set of migrations, shared by every worker and run. Built aside and renamed
// into place, so concurrent workers never see half of one (the loser of the race discards its own).
async function ensureTemplate(migrations: MigrationFile[]): Promise<string> {
  const key = sha256([pgliteVersion(), pgBossVersion(), queueNames(), ...migrations.map((m) => `${m.name}:${m.checksum}`)].join("\n")).slice(0, 16);
  const template = path.join(TEST_DB_ROOT, `template-${key}`);
  if (existsSync(template)) {
    const now = new Date();
    utimesSync(template, now, now); // in use: see removeUnusedTemplates()
    return template;
  }
  removeUnusedTemplates();

  mkdirSync(TEST_DB_ROOT, { recursive: true });
  const building = path.join(TEST_DB_ROOT, `building-${process.pid}-${randomBytes(4).toString("hex")}`);
  const database = await openEmbeddedDatabase(building);
  try {
    await applyMigrations({ connection: pgliteConnection(database.pglite), migrations });
    await installJobQueue({ db: pgliteExecutor(database.pglite), schema: jobQueueSchema(undefined) });
  } finally {
    await database.close();
  }
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw new Error(`Could not create the test database template ${template}.`);
  }
  return template;
}

// pg-boss's own schema and the queues are installed into the template too.
function pgBossVersion(): string {
  const packageJson = path.join(path.dirname(require.resolve("pg-boss")), "..", "package.json");
  return (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
}

function queueNames(): string {
  return JSON.stringify(ALL_QUEUES);
}

// A PGlite upgrade may change the on-disk format: part of the template's key.
function pgliteVersion(): string {
  const entry = require.resolve("@electric-sql/pglite");
  const packageJson = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
}

// Every change of the migrations makes a new template (~40 MB); drop the ones nobody used for a day.
function removeUnusedTemplates(): void {
  for (const name of safeReaddir(TEST_DB_ROOT)) {
    const folder = path.join(TEST_DB_ROOT, name);
    if (name.startsWith("template-") && Date.now() - statSync(folder).mtimeMs > 24 * 60 * 60 * 1000) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

// Copies left behind by a run that was killed before its afterAll.
function removeAbandonedCopies(): void {
  for (const name of safeReaddir(TEST_DB_ROOT)) {
    const match = /^(?:db|building)-(\d+)-/.exec(name);
    if (match && !isAlive(Number(match[1]))) rmSync(path.join(TEST_DB_ROOT, name), { recursive: true, force: true });
  }
}

function safeReaddir(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

