// `npm run db:new-migration -- <name>`: writes prisma/migrations/<YYYYMMDDHHMMSS>_<name>/migration.sql with the SQL
// that takes the existing migrations to prisma/schema.prisma, offline (Prisma's `migrate dev --create-only`).
// Options for tests and odd layouts: --schema <file>, --migrations <folder>.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { diffSchema, MIGRATION_LOCK_CONTENT, MIGRATION_LOCK_FILE } from "./diff-schema";

export function migrationFolderName(name: string, now: Date, existing: string[]): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
  if (!slug) throw new Error(`"${name}" is not a usable migration name: use letters, digits and underscores.`);
  // Migrations run in folder-name order: never sort before one that exists (a clock behind, two in one second).
  let stamp = Number(timestamp(now));
  const latest = existing.map((folder) => Number(folder.slice(0, 14))).filter(Number.isFinite);
  while (latest.some((taken) => taken >= stamp)) stamp = Number(timestamp(new Date(parseStamp(stamp) + 1000)));
  return `${stamp}_${slug}`;
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

function parseStamp(stamp: number): number {
  const s = String(stamp);
  return Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12), +s.slice(12, 14));
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      schema: { type: "string", default: "prisma/schema.prisma" },
      migrations: { type: "string", default: "prisma/migrations" },
    },
  });
  const name = positionals.join("_");
  if (!name) {
    console.error("Name the migration: npm run db:new-migration -- <name>   (e.g. add_budget_notes)");
    return 2;
  }
  const schemaPath = path.resolve(values.schema);
  const migrationsDir = path.resolve(values.migrations);

  const sql = await diffSchema({ schemaPath, migrationsDir });
  if (!sql) {
    console.log(`No schema changes: ${path.relative(process.cwd(), migrationsDir)} already matches ${values.schema}.`);
    return 0;
  }

  const existing = existsSync(migrationsDir) ? readdirSync(migrationsDir) : [];
  const folder = path.join(migrationsDir, migrationFolderName(name, new Date(), existing));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "migration.sql"), sql);
  const lockfile = path.join(migrationsDir, MIGRATION_LOCK_FILE);
  if (!existsSync(lockfile)) writeFileSync(lockfile, MIGRATION_LOCK_CONTENT);

  console.log(`Wrote ${path.relative(process.cwd(), path.join(folder, "migration.sql"))}. Review it, then apply it with npm run db:migrate.`);
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
