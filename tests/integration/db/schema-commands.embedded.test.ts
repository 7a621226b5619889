import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { MIGRATION_LOCK_CONTENT } from "@/scripts/db/migration-lock";

import { runTsx } from "./support/spawn-tsx";

// db:new-migration, db:check and db:migrate as a developer runs them, on a schema in a temporary folder (never the
// project's prisma/ folder). These drive Prisma's WebAssembly schema engine through its internal API: a failure
// here after an upgrade of @prisma/schema-engine-wasm means that API changed.
jest.setTimeout(120_000);

const SCHEMA = `generator client {
  provider = "prisma-client"
  output   = "./generated"
}

datasource db {
  provider = "postgresql"
}

enum Role {
  MEMBER
  ADMIN
}

model User {
  id    String  @id @default(cuid())
  email String  @unique
  role  Role    @default(MEMBER)
  notes Note[]
}

model Note {
  id     Int    @id @default(autoincrement())
  body   String
  userId String
  user   User   @relation(fields: [userId], references: [id], onDelete: Cascade)
}
`;

let project: string;
const schemaFile = () => path.join(project, "prisma", "schema.prisma");
const migrationsDir = () => path.join(project, "prisma", "migrations");
const migrationFolders = () => readdirSync(migrationsDir()).filter((name) => name !== "migration_lock.toml").sort();

const newMigration = (...name: string[]) => runTsx("scripts/db/new-migration.ts", name, { cwd: project });
const check = () => runTsx("scripts/db/check.ts", [], { cwd: project });
const migrate = () =>
  runTsx("scripts/db/migrate.ts", [], {
    cwd: project,
    env: { EMBEDDED_DB_DIR: path.join(project, ".data", "db"), DATABASE_URL: undefined, NODE_ENV: "development" },
  });

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), "schema-commands-"));
  mkdirSync(path.join(project, "prisma"));
  writeFileSync(schemaFile(), SCHEMA);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

test("db:check fails while a schema has no migrations, printing the SQL that is missing", async () => {
  const result = await check();
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("has changes that no migration in prisma/migrations makes");
  expect(result.stderr).toContain('CREATE TABLE "User"');
  expect(existsSync(migrationsDir())).toBe(false); // wrote nothing
});

test("db:new-migration writes the first migration and the lock file in Prisma's layout", async () => {
  const result = await newMigration("init");
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  const [folder] = migrationFolders();
  expect(folder).toMatch(/^\d{14}_init$/);
  const sql = readFileSync(path.join(migrationsDir(), folder!, "migration.sql"), "utf8");
  expect(sql).toContain(`CREATE TYPE "Role" AS ENUM ('MEMBER', 'ADMIN');`);
  expect(sql).toContain(`CREATE TABLE "Note"`);
  expect(sql).toContain(`FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE`);
  expect(sql).not.toContain("CREATE SCHEMA"); // diffed from a database that has the public schema, as Prisma does
  expect(readFileSync(path.join(migrationsDir(), "migration_lock.toml"), "utf8")).toBe(MIGRATION_LOCK_CONTENT);
  expect(result.stdout).toContain(`Wrote prisma/migrations/${folder}/migration.sql`);
});

test("with nothing changed, db:new-migration writes nothing and db:check passes", async () => {
  const again = await newMigration("nothing");
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("No schema changes");
  expect(migrationFolders()).toHaveLength(1);

  const result = await check();
  expect(result.code).toBe(0);
  expect(result.stdout).toContain("agree");
});

test("a changed schema: db:check fails with the ALTER, db:new-migration writes it as the next migration", async () => {
  writeFileSync(
    schemaFile(),
    SCHEMA.replace("  ADMIN\n", "  ADMIN\n  COACH\n").replace("  body   String\n", "  body   String\n  pinned Boolean @default(false)\n"),
  );
  const failing = await check();
  expect(failing.code).toBe(1);
  expect(failing.stderr).toContain(`ALTER TYPE "Role" ADD VALUE 'COACH';`);
  expect(failing.stderr).toContain(`ALTER TABLE "Note" ADD COLUMN     "pinned" BOOLEAN NOT NULL DEFAULT false;`);

  const written = await newMigration("Add coach role", "and pinned notes");
  expect(written.code).toBe(0);
  const folders = migrationFolders();
  expect(folders).toHaveLength(2);
  expect(folders[1]).toMatch(/^\d{14}_add_coach_role_and_pinned_notes$/);
  expect(folders[1]! > folders[0]!).toBe(true);

  expect((await check()).code).toBe(0);
});

test("db:migrate applies the authored migrations to an embedded database, then finds nothing to do", async () => {
  const first = await migrate();
  expect(first.stderr).toBe("");
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/Applied 2 migration\(s\) to .*\.data\/db in [\d.]+ s:/);
  const second = await migrate();
  expect(second.code).toBe(0);
  expect(second.stdout).toContain("is up to date.");
});

test("Prisma's own engine agrees with our migration bookkeeping, both ways", async () => {
  const result = await runTsx("tests/integration/db/fixtures/prisma-engine-agrees.ts", [migrationsDir()]);
  expect(result.code).toBe(0);
  const report = JSON.parse(result.stdout.trim()) as Record<string, unknown>;
  const names = migrationFolders();
  expect(report.oursApplied).toEqual({ applied: names, unknown: [] });
  expect(report.diagnosis).toEqual({
    editedMigrationNames: [],
    failedMigrationNames: [],
    hasMigrationsTable: true,
    history: null,
  });
  expect(report.prismaApplied).toEqual({ appliedMigrationNames: names });
  expect(report.oursAfterPrisma).toEqual({ applied: [], unknown: [] });
  expect(report.ourRows).toEqual(report.prismaRows);
  // The engine we load is the pinned build.
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, "../../../package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const pinned = manifest.devDependencies["@prisma/schema-engine-wasm"]!;
  expect(pinned.endsWith(report.version as string)).toBe(true);
});

test("db:new-migration without a name explains itself", async () => {
  const result = await newMigration();
  expect(result.code).toBe(2);
  expect(result.stderr).toContain("npm run db:new-migration -- <name>");
});
