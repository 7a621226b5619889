import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { getDb } from "@/lib/db";
import { openPostgresConnection } from "@/lib/db/sql-connection";
import { setUpTestDatabase, useTestDatabase } from "@/tests/helpers/test-db";


// The helper as the other integration tests use it, in a temporary project folder holding a copy of the project's
// migrations (so the migrated template is the one the other tests share).
jest.setTimeout(180_000);

const originalCwd = process.cwd();
let project: string;

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), "test-db-"));
  mkdirSync(path.join(project, "prisma"));
  cpSync(path.join(originalCwd, "prisma", "schema.prisma"), path.join(project, "prisma", "schema.prisma"));
  cpSync(path.join(originalCwd, "prisma", "migrations"), path.join(project, "prisma", "migrations"), { recursive: true });
  process.chdir(project); // getDb() applies the working directory's prisma/migrations
});

const testDb = useTestDatabase(); // its beforeAll runs after the one above

afterAll(() => {
  process.chdir(originalCwd);
  rmSync(project, { recursive: true, force: true });
});

test("getDb() is the migrated, empty test database", async () => {
  const db = await getDb();
  expect(db).toBe(testDb.db());
  expect(await db.user.count()).toBe(0); // never seeded: tests build their own data
  const migrations = await db.$queryRawUnsafe<Array<{ migration_name: string }>>(
    `SELECT migration_name FROM "_prisma_migrations"`,
  );
  const expected = readdirSync(path.join(project, "prisma", "migrations")).filter((name) => /^\d{14}_/.test(name));
  expect(migrations.map((row) => row.migration_name).sort()).toEqual(expected.sort());
});

test("writes stay in this file's database", async () => {
  const db = testDb.db();
  await db.$executeRawUnsafe(`CREATE TABLE probe (value TEXT)`);
  await db.$executeRawUnsafe(`INSERT INTO probe VALUES ('kept')`);
  expect(await db.$queryRawUnsafe(`SELECT value FROM probe`)).toEqual([{ value: "kept" }]);
});

// Last: setUpTestDatabase() closes the file's database (getDb() serves one database at a time).
test("setUpTestDatabase() gives a second, separate database and cleans it up", async () => {
  const settings = () => ({ DATABASE_URL: process.env.DATABASE_URL, EMBEDDED_DB_DIR: process.env.EMBEDDED_DB_DIR });
  const before = settings();
  const dispose = await setUpTestDatabase();
  const during = settings();
  try {
    const db = await getDb();
    expect(db).not.toBe(testDb.db());
    const probe = await db.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'probe' AND table_schema = current_schema()`,
    );
    expect(probe).toEqual([]);
  } finally {
    await dispose();
  }
  expect(settings()).toEqual(before);

  if (during.EMBEDDED_DB_DIR) {
    expect(existsSync(during.EMBEDDED_DB_DIR)).toBe(false);
    return;
  }
  const schema = new URL(during.DATABASE_URL!).searchParams.get("schema");
  const connection = await openPostgresConnection(process.env.TEST_DATABASE_URL!);
  try {
    expect(await connection.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).toEqual([]);
  } finally {
    await connection.close();
  }
});
