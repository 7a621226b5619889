import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface MigrationFile {
  /** Folder name, e.g. `20260101120000_init`: Prisma's migration_name. */
  name: string;
  sql: string;
  /** sha256 hex of the file's bytes, as Prisma records it. */
  checksum: string;
}

export function defaultMigrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

/** Prisma's layout: every folder of the migrations folder holds one migration.sql; folder names sort in order. */
export async function readMigrations(migrationsDir: string = defaultMigrationsDir()): Promise<MigrationFile[]> {
  if (!existsSync(/*turbopackIgnore: true*/ migrationsDir)) return [];
  const entries = await readdir(/*turbopackIgnore: true*/ migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      if (!existsSync(/*turbopackIgnore: true*/ file)) throw new Error(`The migration folder ${file} has no migration.sql.`);
      const bytes = await readFile(/*turbopackIgnore: true*/ file);
      return { name, sql: bytes.toString("utf8"), checksum: sha256(bytes) };
    }),
  );
}

export function sha256(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("hex");
}
