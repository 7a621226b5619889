// `npm run db:migrate`: applies pending prisma/migrations to DATABASE_URL, or else to the embedded database folder
// (EMBEDDED_DB_DIR, default .data/<mode>). Offline; the same runner the app uses on the embedded database.
// Option: --migrations <folder> (default prisma/migrations).
import path from "node:path";
import { parseArgs } from "node:util";

import { embeddedDbDir } from "../../lib/db";
import { applyMigrations } from "../../lib/db/apply-migrations";
import { openEmbeddedDatabase } from "../../lib/db/open-embedded-database";
import { openPostgresConnection, pgliteConnection, type SqlConnection } from "../../lib/db/sql-connection";
import { getEnv } from "../../lib/env";
import { runScript } from "./run-script";

runScript(async () => {
  const { values } = parseArgs({ options: { migrations: { type: "string", default: "prisma/migrations" } } });
  const migrationsDir = path.resolve(values.migrations);
  const env = getEnv();
  const started = Date.now();
  let target: string;
  let result;
  if (env.DATABASE_URL) {
    target = redact(env.DATABASE_URL);
    result = await withConnection(await openPostgresConnection(env.DATABASE_URL), (connection) =>
      applyMigrations({ connection, migrationsDir }),
    );
  } else {
    const database = await openEmbeddedDatabase(embeddedDbDir(env));
    target = database.location;
    try {
      result = await applyMigrations({ connection: pgliteConnection(database.pglite), migrationsDir });
    } finally {
      await database.close();
    }
  }
  for (const name of result.unknown) {
    console.warn(`Warning: ${name} is applied to the database but is not in ${values.migrations} (an older checkout?).`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result.applied.length === 0
      ? `${target} is up to date.`
      : `Applied ${result.applied.length} migration(s) to ${target} in ${seconds} s:\n  ${result.applied.join("\n  ")}`,
  );
});

async function withConnection<T>(connection: SqlConnection, use: (connection: SqlConnection) => Promise<T>): Promise<T> {
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}

function redact(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}
