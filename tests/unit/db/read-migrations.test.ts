import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { readMigrations } from "@/lib/db/read-migrations";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "read-migrations-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function write(name: string, sql: string | Buffer): void {
  mkdirSync(path.join(folder, name), { recursive: true });
  writeFileSync(path.join(folder, name, "migration.sql"), sql);
}

test("reads Prisma's layout in folder-name order with sha256 hex checksums of the file's bytes", async () => {
  write("20260102000000_second", "SELECT 2;\n");
  write("20260101000000_first", "SELECT 'é';\r\n");
  writeFileSync(path.join(folder, "migration_lock.toml"), 'provider = "postgresql"\n');

  const migrations = await readMigrations(folder);

  expect(migrations.map((m) => m.name)).toEqual(["20260101000000_first", "20260102000000_second"]);
  expect(migrations[0]).toEqual({
    name: "20260101000000_first",
    sql: "SELECT 'é';\r\n",
    checksum: createHash("sha256").update(Buffer.from("SELECT 'é';\r\n", "utf8")).digest("hex"),
  });
  expect(migrations[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
});

test("a missing folder means no migrations; a folder without migration.sql is an error", async () => {
  expect(await readMigrations(path.join(folder, "nope"))).toEqual([]);
  mkdirSync(path.join(folder, "20260101000000_empty"));
  await expect(readMigrations(folder)).rejects.toThrow(/20260101000000_empty\/migration.sql/);
});
