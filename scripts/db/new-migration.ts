// `npm run db:new-migration -- <name>`: writes prisma/migrations/<YYYYMMDDHHMMSS>_<name>/migration.sql with the SQL
// that takes the existing migrations to prisma/schema.prisma, offline (Prisma's `migrate dev --create-only`).
// Options for tests and odd layouts: --schema <file>, --migrations <folder>.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { diffSchema } from "./diff-schema";
import { migrationFolderName } from "./migration-folder-name";
import { MIGRATION_LOCK_CONTENT, MIGRATION_LOCK_FILE } from "./migration-lock";

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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
