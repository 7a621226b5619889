import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_EXTENSIONS } from "@/lib/db/embedded-extensions";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { readMigrations } from "../../lib/db/read-migrations";
import { loadSchemaEngine } from "./load-schema-engine";
import { withoutDropsOfIndexesOutsideSchema } from "./indexes-outside-schema";
import { MIGRATION_LOCK_CONTENT, MIGRATION_LOCK_FILE } from "./migration-lock";

/**
 * The SQL that takes a database built by the existing migrations to the data model in `schemaPath`: Prisma's
 * `migrate diff --from-migrations --to-schema`, computed offline by the WebAssembly schema engine, which replays the
 * migrations into a scratch in-memory PGlite (its "shadow database") and diffs that with the data model, less the
 * drops of the indexes schema.prisma cannot express (indexes-outside-schema.ts). Empty string when they agree.
 */
export async function diffSchema({
  schemaPath,
  migrationsDir,
}: {
  schemaPath: string;
  migrationsDir: string;
}): Promise<string> {
  const { SchemaEngine } = await loadSchemaEngine();
  const schema = { path: path.basename(schemaPath), content: await readFile(schemaPath, "utf8") };
  const migrations = await readMigrations(migrationsDir);
  const lockfilePath = path.join(migrationsDir, MIGRATION_LOCK_FILE);

  const scratch = await PGlite.create("memory://", { extensions: EMBEDDED_EXTENSIONS });
  const log: string[] = [];
  try {
    const engine = await SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      (message: string) => log.push(message),
      bindMigrationAwareSqlAdapterFactory(scratchAsShadow(scratch)),
    );
    try {
      const result = await engine.diff({
        from: {
          tag: "migrations",
          baseDir: migrationsDir,
          lockfile: {
            path: MIGRATION_LOCK_FILE,
            // The engine picks its connector from the lock file; a first migration has none yet.
            content: existsSync(lockfilePath) ? await readFile(lockfilePath, "utf8") : MIGRATION_LOCK_CONTENT,
          },
          shadowDbInitScript: "",
          migrationDirectories: migrations.map((migration) => ({
            path: migration.name,
            migrationFile: { path: "migration.sql", content: { tag: "ok", value: migration.sql } },
          })),
        },
        to: { tag: "schemaDatamodel", files: [schema] },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      const script = withoutDropsOfIndexesOutsideSchema(result.stdout ?? "");
      return isEmptyScript(script) ? "" : script;
    } finally {
      engine.free();
    }
  } catch (error) {
    const engineLog = log.length > 0 ? `\nSchema engine log:\n${log.slice(-20).join("\n")}` : "";
    throw new Error(
      `The schema engine could not diff ${schemaPath} against ${migrationsDir}: ${describe(error)}${engineLog}`,
      { cause: error },
    );
  } finally {
    await scratch.close();
  }
}

// The engine connects to a main database and replays migrations in a separate shadow database; the adapter would
// start a second PGlite for that (seconds). The empty scratch database can serve as both: a diff writes nowhere else.
function scratchAsShadow(scratch: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(scratch);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => factory.connect(),
  };
}

// The engine prints a comment rather than nothing when there is no difference.
function isEmptyScript(script: string): boolean {
  return script
    .split("\n")
    .every((line) => line.trim() === "" || line.trim().startsWith("--"));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
