import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { runTsx } from "./support/spawn-tsx";

// The embedded database as `npm run dev` / `npm start` meet it: a project folder with migrations and no .data yet.
// The project's own migrations are copied into the temporary folder (some are customised by hand, e.g. the one that
// installs pg_trgm, so authoring one from schema.prisma would not give the same database).
jest.setTimeout(180_000);

const FIXTURE = "tests/integration/db/fixtures/open-app-database.ts";
let project: string;
const env = { NODE_ENV: "development", DATABASE_URL: undefined, EMBEDDED_DB_DIR: undefined, APP_ENV: undefined };
const open = (...args: string[]) => runTsx(FIXTURE, args, { cwd: project, env });
interface Report {
  users: number;
  migrations: number;
  ms: number;
  outcome: { seeded: boolean; signIns: Array<Record<string, string>> };
}
const projectMigrations = path.resolve(__dirname, "../../../prisma/migrations");
const migrationCount = readdirSync(projectMigrations).filter((name) => /^\d{14}_/.test(name)).length;
const report = (stdout: string) => JSON.parse(stdout.trim().split("\n").pop()!) as Report;

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  mkdirSync(path.join(project, "prisma"));
  cpSync(path.resolve(__dirname, "../../../prisma/schema.prisma"), path.join(project, "prisma", "schema.prisma"));
  cpSync(projectMigrations, path.join(project, "prisma", "migrations"), { recursive: true });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

test("getDb() creates .data/dev with its parents, migrates it and seeds the demo data, once", async () => {
  const first = await open("get-db");
  expect(first.code).toBe(0);
  expect(first.stdout).toContain("Seeded the embedded database with demo data. Sign in with:");
  const opened = report(first.stdout);
  expect(opened.migrations).toBe(migrationCount);
  expect(opened.users).toBeGreaterThan(0);
  expect(existsSync(path.join(project, ".data", "dev", "PG_VERSION"))).toBe(true);
  expect(existsSync(path.join(project, ".data", "dev.lock"))).toBe(false); // released on close

  const second = await open("get-db");
  expect(second.code).toBe(0);
  expect(second.stdout).not.toContain("Seeded");
  expect(report(second.stdout)).toMatchObject({ users: opened.users, migrations: migrationCount });
  console.info(`first open (create, migrate, seed): ${opened.ms} ms; later open: ${report(second.stdout).ms} ms`);
});

test("ensureDatabaseReady() seeds a new database on request and returns the sign-ins instead of printing them", async () => {
  rmSync(path.join(project, ".data"), { recursive: true, force: true });
  const empty = await open("ensure-ready", "no-seed");
  expect(report(empty.stdout).outcome).toEqual({ seeded: false, signIns: [] });

  const seeded = await open("ensure-ready", "seed");
  expect(seeded.stdout).not.toContain("Sign in with");
  const { outcome } = report(seeded.stdout);
  expect(outcome.seeded).toBe(true);
  expect(outcome.signIns.length).toBeGreaterThan(0);
  for (const signIn of outcome.signIns) {
    expect(signIn).toEqual({ role: expect.any(String), email: expect.stringContaining("@"), password: expect.any(String) });
  }

  const again = await open("ensure-ready", "seed");
  expect(report(again.stdout).outcome).toEqual({ seeded: false, signIns: [] });
});
