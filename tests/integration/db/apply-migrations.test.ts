import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { applyMigrations } from "@/lib/db/apply-migrations";
import { quoteIdentifier } from "@/lib/db/parse-database-url";
import { sha256 } from "@/lib/db/read-migrations";
import { openPostgresConnection, pgliteConnection, type SqlConnection } from "@/lib/db/sql-connection";

// The same cases on both databases the app runs on. PostgreSQL runs when TEST_DATABASE_URL is set
// (`npm test` does a PostgreSQL pass then), e.g. TEST_DATABASE_URL=postgresql://root@127.0.0.1:5432/test.
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();

interface Target {
  /** A fresh, empty schema for one test. */
  connect(): Promise<SqlConnection>;
  dispose(): Promise<void>;
}

function pgliteTarget(): Target {
  let pglite: Promise<PGlite> | undefined;
  return {
    async connect() {
      pglite ??= PGlite.create("memory://");
      const db = await pglite;
      const schema = quoteIdentifier(`t_${randomBytes(4).toString("hex")}`);
      await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema};`);
      return pgliteConnection(db);
    },
    async dispose() {
      await (await pglite)?.close();
    },
  };
}

function postgresTarget(baseUrl: string): Target {
  const opened: Array<{ connection: SqlConnection; schema: string }> = [];
  return {
    async connect() {
      const schema = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
      const url = new URL(baseUrl);
      url.searchParams.set("schema", schema);
      const connection = await openPostgresConnection(url.toString());
      opened.push({ connection, schema });
      return connection;
    },
    async dispose() {
      for (const { connection, schema } of opened) {
        await connection.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        await connection.close();
      }
    },
  };
}

const targets: Array<[string, () => Target]> = [["PGlite", pgliteTarget]];
if (testDatabaseUrl) targets.push(["PostgreSQL", () => postgresTarget(testDatabaseUrl)]);

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "apply-migrations-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A migrations folder in Prisma's layout. */
function migrationsFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(root, "migrations-"));
  for (const [name, sql] of Object.entries(files)) writeMigration(folder, name, sql);
  return folder;
}

function writeMigration(folder: string, name: string, sql: string): void {
  mkdirSync(path.join(folder, name), { recursive: true });
  writeFileSync(path.join(folder, name, "migration.sql"), sql);
}

const INIT = `-- CreateEnum
CREATE TYPE "Role" AS ENUM ('MEMBER', 'ADMIN');

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'MEMBER',
    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);
`;
const ADD_NAME = `ALTER TABLE "Account" ADD COLUMN "name" TEXT;\n`;

async function tables(connection: SqlConnection): Promise<string[]> {
  const rows = await connection.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1",
  );
  return rows.map((row) => row.name);
}

describe.each(targets)("applyMigrations on %s", (_name, makeTarget) => {
  let target: Target;
  beforeAll(() => {
    target = makeTarget();
  });
  afterAll(() => target.dispose());

  test("applies the migrations in folder order and records them exactly as Prisma does", async () => {
    const connection = await target.connect();
    // Written out of order on purpose: the folder name decides.
    const folder = migrationsFolder({ "20260102000000_add_name": ADD_NAME, "20260101000000_init": INIT });

    const result = await applyMigrations({ connection, migrationsDir: folder });

    expect(result).toEqual({ applied: ["20260101000000_init", "20260102000000_add_name"], unknown: [] });
    expect(await tables(connection)).toEqual(["Account", "_prisma_migrations"]);
    const columns = await connection.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: "id", data_type: "character varying", is_nullable: "NO" },
      { column_name: "checksum", data_type: "character varying", is_nullable: "NO" },
      { column_name: "finished_at", data_type: "timestamp with time zone", is_nullable: "YES" },
      { column_name: "migration_name", data_type: "character varying", is_nullable: "NO" },
      { column_name: "logs", data_type: "text", is_nullable: "YES" },
      { column_name: "rolled_back_at", data_type: "timestamp with time zone", is_nullable: "YES" },
      { column_name: "started_at", data_type: "timestamp with time zone", is_nullable: "NO" },
      { column_name: "applied_steps_count", data_type: "integer", is_nullable: "NO" },
    ]);
    const rows = await connection.query<Record<string, unknown>>(
      `SELECT migration_name, checksum, logs, rolled_back_at, applied_steps_count, finished_at IS NOT NULL AS finished,
              length(id) AS id_length
         FROM "_prisma_migrations" ORDER BY started_at, migration_name`,
    );
    expect(rows).toEqual([
      { migration_name: "20260101000000_init", checksum: sha256(INIT), logs: null, rolled_back_at: null, applied_steps_count: 1, finished: true, id_length: 36 },
      { migration_name: "20260102000000_add_name", checksum: sha256(ADD_NAME), logs: null, rolled_back_at: null, applied_steps_count: 1, finished: true, id_length: 36 },
    ]);
  });

  test("is idempotent and applies only what is new", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({ "20260101000000_init": INIT });
    expect((await applyMigrations({ connection, migrationsDir: folder })).applied).toEqual(["20260101000000_init"]);
    expect((await applyMigrations({ connection, migrationsDir: folder })).applied).toEqual([]);

    writeMigration(folder, "20260102000000_add_name", ADD_NAME);
    expect((await applyMigrations({ connection, migrationsDir: folder })).applied).toEqual(["20260102000000_add_name"]);
    const count = await connection.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
    expect(count[0]?.n).toBe(2);
  });

  test("refuses, and applies nothing more, when an applied migration was edited", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({ "20260101000000_init": INIT });
    await applyMigrations({ connection, migrationsDir: folder });

    writeMigration(folder, "20260101000000_init", `${INIT}\n-- an afterthought\n`);
    writeMigration(folder, "20260102000000_add_name", ADD_NAME);
    await expect(applyMigrations({ connection, migrationsDir: folder })).rejects.toThrow(
      /The migration 20260101000000_init was changed after it was applied to this database/,
    );
    const columns = await connection.query(
      `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'Account' AND column_name = 'name'`,
    );
    expect(columns).toHaveLength(0);
  });

  test("accepts an applied migration checked out with the other line endings, as Prisma does", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({ "20260101000000_init": INIT });
    await applyMigrations({ connection, migrationsDir: folder });
    writeMigration(folder, "20260101000000_init", INIT.replaceAll("\n", "\r\n"));
    await expect(applyMigrations({ connection, migrationsDir: folder })).resolves.toEqual({ applied: [], unknown: [] });
  });

  test("rolls a failing migration back completely and records nothing, so it can be fixed and rerun", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({
      "20260101000000_init": INIT,
      "20260102000000_broken": `CREATE TABLE "Half" ("id" TEXT);\nALTER TABLE "Nope" ADD COLUMN "x" TEXT;\n`,
    });
    await expect(applyMigrations({ connection, migrationsDir: folder })).rejects.toThrow(
      /The migration 20260102000000_broken failed and was not applied: .*"Nope"/,
    );
    expect(await tables(connection)).toEqual(["Account", "_prisma_migrations"]); // no "Half"
    const names = await connection.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(names.map((row) => row.migration_name)).toEqual(["20260101000000_init"]);

    writeMigration(folder, "20260102000000_broken", `CREATE TABLE "Half" ("id" TEXT);\n`);
    expect((await applyMigrations({ connection, migrationsDir: folder })).applied).toEqual(["20260102000000_broken"]);
  });

  test("runs a script that manages its own transaction (Prisma writes BEGIN/COMMIT around enum rewrites)", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({
      "20260101000000_init": INIT,
      "20260102000000_enum": `BEGIN;\nCREATE TYPE "Role_new" AS ENUM ('MEMBER');\nALTER TABLE "Account" ALTER COLUMN "role" DROP DEFAULT;\nALTER TABLE "Account" ALTER COLUMN "role" TYPE "Role_new" USING ("role"::text::"Role_new");\nALTER TYPE "Role" RENAME TO "Role_old";\nALTER TYPE "Role_new" RENAME TO "Role";\nDROP TYPE "Role_old";\nCOMMIT;\n`,
    });
    expect((await applyMigrations({ connection, migrationsDir: folder })).applied).toHaveLength(2);
    const rows = await connection.query<{ finished: boolean; applied_steps_count: number }>(
      `SELECT finished_at IS NOT NULL AS finished, applied_steps_count FROM "_prisma_migrations" WHERE migration_name = '20260102000000_enum'`,
    );
    expect(rows).toEqual([{ finished: true, applied_steps_count: 1 }]);
  });

  test("refuses to go on after a migration that failed under Prisma (P3009), and reports unknown migrations", async () => {
    const connection = await target.connect();
    const folder = migrationsFolder({ "20260101000000_init": INIT });
    await applyMigrations({ connection, migrationsDir: folder });
    await connection.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs) VALUES ($1, 'x', '20250101000000_from_elsewhere', 'boom')`,
      ["00000000-0000-4000-8000-000000000001"],
    );
    await expect(applyMigrations({ connection, migrationsDir: folder })).rejects.toThrow(
      /The migration 20250101000000_from_elsewhere failed earlier in this database \(boom\)/,
    );

    await connection.exec(`UPDATE "_prisma_migrations" SET finished_at = now() WHERE migration_name = '20250101000000_from_elsewhere'`);
    expect(await applyMigrations({ connection, migrationsDir: folder })).toEqual({
      applied: [],
      unknown: ["20250101000000_from_elsewhere"],
    });
  });

  test("an empty or missing migrations folder only creates the bookkeeping table", async () => {
    const connection = await target.connect();
    expect(await applyMigrations({ connection, migrationsDir: path.join(root, "does-not-exist") })).toEqual({
      applied: [],
      unknown: [],
    });
    expect(await tables(connection)).toEqual(["_prisma_migrations"]);
  });
});

// PostgreSQL only (PGlite has one connection): part of the PostgreSQL pass that `npm test` runs with TEST_DATABASE_URL.
if (testDatabaseUrl) {
  describe("applyMigrations on PostgreSQL, concurrently", () => {
    test("two migrators on one database apply each migration once (Prisma's advisory lock)", async () => {
      const schema = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
      const url = new URL(testDatabaseUrl!);
      url.searchParams.set("schema", schema);
      // Opened at once too: both create the schema (a race PostgreSQL reports as a unique violation).
      const opened = await Promise.allSettled([openPostgresConnection(url.toString()), openPostgresConnection(url.toString())]);
      const connections = opened.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const [a, b] = connections;
      try {
        expect(connections).toHaveLength(2);
        const folder = migrationsFolder({ "20260101000000_init": INIT, "20260102000000_add_name": ADD_NAME });
        const [first, second] = await Promise.all([
          applyMigrations({ connection: a!, migrationsDir: folder }),
          applyMigrations({ connection: b!, migrationsDir: folder }),
        ]);
        expect([...first.applied, ...second.applied].sort()).toEqual(["20260101000000_init", "20260102000000_add_name"]);
      } finally {
        await connections[0]?.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        for (const connection of connections) await connection.close();
      }
    });
  });
}
