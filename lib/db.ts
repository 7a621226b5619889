import "server-only";

import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { applyMigrations } from "@/lib/db/apply-migrations";
import { openEmbeddedDatabase } from "@/lib/db/open-embedded-database";
import { parseDatabaseUrl, quoteIdentifier } from "@/lib/db/parse-database-url";
import { seedIfEmpty, type SeedOutcome } from "@/lib/db/seed-if-empty";
import { openPostgresConnection, pgliteConnection, poolReader, type SqlReader } from "@/lib/db/sql-connection";
import { getAppEnv, getEnv, type Env } from "@/lib/env";
import { markingEffects } from "@/lib/idempotency/mark-effects";
import { installJobQueue } from "@/lib/jobs/install-job-queue";
import { jobQueueSchema } from "@/lib/jobs/job-queue-schema";
import { pgliteExecutor, sqlConnectionExecutor } from "@/lib/jobs/sql-executors";
import { logSlowQuery } from "@/lib/observability/log-slow-query";
import { onShutdown } from "@/lib/process/shutdown-hooks";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";

export type Db = PrismaClient;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;
export type { SeedOutcome, SignIn } from "@/lib/db/seed-if-empty";
export type { SqlReader } from "@/lib/db/sql-connection";

interface OpenDb {
  client: PrismaClient;
  /** Parameterised SQL on the same database, below Prisma: the client's own pool on PostgreSQL. */
  sql: SqlReader;
  embedded: boolean;
  /** The embedded database itself (the job queue runs its SQL on it too); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** What the first open did about demo data (embedded only). */
  firstStart: SeedOutcome;
  /** The PostgreSQL pool's use now (for /api/metrics); undefined embedded. */
  poolUse?: () => DatabasePoolUse;
  close(): Promise<void>;
}

interface DbState {
  opening?: Promise<OpenDb>;
  /** Run before the database closes (the job workers stop first: they use it). */
  beforeClose: Array<() => Promise<void>>;
}

// On globalThis so that Next's dev hot reloads, which re-evaluate this module, reuse the open database instead of
// opening the embedded folder a second time.
const globalForDb = globalThis as typeof globalThis & { __wellnessDb?: DbState };
const state: DbState = (globalForDb.__wellnessDb ??= { beforeClose: [] });
state.beforeClose ??= [];
// A server told to stop closes the pool (and stops its job workers first) once its last request is answered.
onShutdown("database", () => closeDb());

/**
 * The one Prisma client, opened on first use (never at import: `next build` imports route modules).
 * With DATABASE_URL: PostgreSQL (migrated by `npm run db:migrate`). Without: the embedded PGlite database in
 * EMBEDDED_DB_DIR (default `.data/<mode>`), migrated on open and, when brand new, seeded with the demo data.
 */
export async function getDb(): Promise<Db> {
  return (await openOnce({ firstStartSeed: true })).client;
}

/**
 * Plain parameterised SQL on the database getDb() uses (the same pool on PostgreSQL, the same PGlite embedded), for
 * the few reads so hot that Prisma's own work per query dominates them (docs/decisions.md, "API speed"). Rows come
 * back as the driver parses them; the callers select one `json` column, which both drivers parse alike.
 */
export async function getSql(): Promise<SqlReader> {
  return (await openOnce({ firstStartSeed: true })).sql;
}

/**
 * Rows of one parameterised statement (Prisma.sql), on `db`: through getSql() (a prepared statement PostgreSQL plans
 * once per connection) when `db` is the client itself, on the transaction's own connection when it is a transaction,
 * so a read inside a write sees that write. Both roads parse text, int, boolean and json columns alike: select money
 * and dates as text.
 */
export async function queryRows<Row>(db: Db | Tx, statement: Prisma.Sql): Promise<Row[]> {
  const opened = await openOnce({ firstStartSeed: true });
  if (db === opened.client) return opened.sql.query<Row>(statement.text, statement.values);
  return db.$queryRawUnsafe<Row[]>(statement.text, ...statement.values);
}

/**
 * Migrates the configured database and, when `seed` is set and it has no users, seeds the demo data. For start-up
 * scripts: the returned sign-ins are the demo accounts to print (empty when nothing was seeded now).
 */
export async function ensureDatabaseReady({ seed }: { seed: boolean }): Promise<SeedOutcome> {
  const db = await openOnce({ firstStartSeed: false });
  if (!db.embedded) await migrateDatabaseUrl(getEnv().DATABASE_URL!);
  if (db.firstStart.seeded || !seed) return db.firstStart;
  return seedIfEmpty(db.client);
}

/** Closes the client and, for the embedded database, releases its folder for other processes. */
export async function closeDb(): Promise<void> {
  for (const hook of state.beforeClose.splice(0)) await hook().catch(() => {});
  const opening = state.opening;
  state.opening = undefined;
  if (!opening) return;
  const db = await opening.catch(() => undefined);
  await db?.close();
}

/** Registers work to finish before closeDb() closes the database (once: the hook is dropped after it ran). */
export function beforeDbClose(hook: () => Promise<void>): void {
  state.beforeClose.push(hook);
}

/** The embedded PGlite behind getDb(), or undefined on PostgreSQL. */
export async function getEmbeddedPglite(): Promise<PGlite | undefined> {
  return (await openOnce({ firstStartSeed: true })).pglite;
}

export type DatabasePoolUse = { total: number; idle: number; waiting: number; max: number };

/** The app's PostgreSQL pool use, or undefined when the database is embedded or not open in this process. */
export async function databasePoolUse(): Promise<DatabasePoolUse | undefined> {
  const db = state.opening ? await state.opening.catch(() => undefined) : undefined;
  return db?.poolUse?.();
}

/** Where the embedded database lives for these settings (also used by the db:* scripts). */
export function embeddedDbDir(env: Env = getEnv()): string {
  if (env.EMBEDDED_DB_DIR) return env.EMBEDDED_DB_DIR;
  const mode = { development: "dev", production: "app", test: "test" }[env.NODE_ENV];
  return path.join(process.cwd(), ".data", mode);
}

// The server (getDb) seeds a brand-new embedded database itself and prints the sign-ins, since nobody else would;
// ensureDatabaseReady() seeds on its caller's say-so and returns them instead.
function openOnce({ firstStartSeed }: { firstStartSeed: boolean }): Promise<OpenDb> {
  if (!state.opening) {
    state.opening = open({ firstStartSeed }).catch((error: unknown) => {
      state.opening = undefined;
      throw error;
    });
    void state.opening.then(startServerJobWorkers, () => {});
  }
  return state.opening;
}

// In the app's server process, the first open also starts the background jobs there when they run in-process (the
// embedded database: no other process can open it). Not awaited and not from instrumentation.ts: the first open may
// come from inside a request's transaction, and a module that imports "server-only" cannot be loaded from the
// instrumentation hook. Jest and the scripts have no NEXT_RUNTIME: they start workers themselves when they want them.
function startServerJobWorkers(): void {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  setImmediate(() => {
    void import("@/lib/jobs/start-in-process-job-workers").then((jobs) => jobs.startInProcessJobWorkers());
  });
}

async function open({ firstStartSeed }: { firstStartSeed: boolean }): Promise<OpenDb> {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  // Tests build their own data; a production install never gets demo accounts.
  const appEnv = getAppEnv();
  return openEmbedded(embeddedDbDir(env), { seed: firstStartSeed && appEnv !== "test" && appEnv !== "production" });
}

async function openPostgres(databaseUrl: string): Promise<OpenDb> {
  const { connectionString, schema, poolSize } = parseDatabaseUrl(databaseUrl);
  // One pool for Prisma and the plain SQL of getSql(); Prisma ends it when it disconnects.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Raw SQL sees the same schema as Prisma's generated queries.
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
  });
  // An idle connection the server closed is dropped by the pool, and the next query opens a new one; without a
  // listener the 'error' event would end the process.
  pool.on("error", () => {});
  const adapter = new PrismaPg(pool, { ...(schema ? { schema } : {}), disposeExternalPool: true });
  const client = withSlowQueryLog(new PrismaClient({ adapter: markingEffects(adapter), log: QUERY_EVENTS }));
  return {
    client,
    sql: timedReader(poolReader(pool)),
    embedded: false,
    firstStart: { seeded: false, signIns: [] },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => client.$disconnect(),
  };
}

async function openEmbedded(dataDir: string, { seed }: { seed: boolean }): Promise<OpenDb> {
  const database = await openEmbeddedDatabase(dataDir);
  try {
    await applyMigrations({ connection: pgliteConnection(database.pglite) });
    await installJobQueue({ db: pgliteExecutor(database.pglite), schema: jobQueueSchema(undefined) });
    const client = withSlowQueryLog(
      new PrismaClient({ adapter: markingEffects(new PrismaPGlite(database.pglite)), log: QUERY_EVENTS }),
    );
    const firstStart = seed ? await seedIfEmpty(client) : { seeded: false, signIns: [] };
    if (firstStart.seeded) printSignIns(firstStart);
    return {
      client,
      sql: timedReader(pgliteConnection(database.pglite)),
      embedded: true,
      pglite: database.pglite,
      firstStart,
      close: async () => {
        await client.$disconnect();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// Prisma reports each query it runs (transactions' included) with its SQL text and duration: slow ones are logged.
const QUERY_EVENTS = [{ emit: "event", level: "query" }] as const satisfies Prisma.LogDefinition[];

function withSlowQueryLog(client: PrismaClient<"query">): PrismaClient {
  client.$on("query", (event) => logSlowQuery({ sql: event.query, durationMs: event.duration }));
  return client as unknown as PrismaClient;
}

/** getSql()'s reads bypass Prisma: timed here for the same slow-query log. */
function timedReader(reader: SqlReader): SqlReader {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const started = performance.now();
      try {
        return await reader.query<Row>(sql, params);
      } finally {
        logSlowQuery({ sql, durationMs: performance.now() - started });
      }
    },
  };
}

async function migrateDatabaseUrl(databaseUrl: string): Promise<void> {
  const connection = await openPostgresConnection(databaseUrl);
  try {
    await applyMigrations({ connection });
    await installJobQueue({ db: sqlConnectionExecutor(connection), schema: jobQueueSchema(databaseUrl) });
  } finally {
    await connection.close();
  }
}

// The server's log is where a developer who just ran `npm run dev` or `npm start` looks for the demo accounts.
function printSignIns({ signIns }: SeedOutcome): void {
  console.info(
    ["Seeded the embedded database with demo data. Sign in with:"]
      .concat(signIns.map((signIn) => `  ${signIn.role}: ${signIn.email} / ${signIn.password}`))
      .join("\n"),
  );
}
