// `npm run db:reset`: deletes the embedded database folder and builds it again (migrations, demo data).
// With DATABASE_URL it drops and recreates the URL's schema, and only with --force: that is somebody's data.
// --no-seed leaves the new database empty.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";

import { embeddedDbDir, ensureDatabaseReady } from "../../lib/db";
import { lockEmbeddedFolder } from "../../lib/db/lock-embedded-folder";
import { isInMemory } from "../../lib/db/open-embedded-database";
import { parseDatabaseUrl, quoteIdentifier } from "../../lib/db/parse-database-url";
import { openPostgresConnection } from "../../lib/db/sql-connection";
import { getEnv } from "../../lib/env";
import { runScript } from "./run-script";

runScript(async () => {
  const { values } = parseArgs({ options: { force: { type: "boolean" }, "no-seed": { type: "boolean" } } });
  const env = getEnv();

  if (env.DATABASE_URL) {
    if (!values.force) {
      console.error("DATABASE_URL is set: db:reset would drop that database's schema. Add --force if you mean it.");
      return 1;
    }
    const schema = parseDatabaseUrl(env.DATABASE_URL).schema ?? "public";
    const connection = await openPostgresConnection(env.DATABASE_URL);
    try {
      await connection.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE; CREATE SCHEMA ${quoteIdentifier(schema)};`);
    } finally {
      await connection.close();
    }
    console.log(`Dropped and recreated the schema ${schema}.`);
  } else {
    const folder = embeddedDbDir(env);
    if (isInMemory(folder)) throw new Error(`EMBEDDED_DB_DIR is ${folder}: an in-memory database has nothing to reset.`);
    // Holding the lock while deleting: refuses when the app (or anything else) has the database open.
    const lock = lockEmbeddedFolder(folder);
    try {
      rmSync(folder, { recursive: true, force: true });
    } finally {
      lock.release();
    }
    console.log(`Deleted ${folder}.`);
  }

  const outcome = await ensureDatabaseReady({ seed: !values["no-seed"] });
  console.log(outcome.seeded ? "Migrated and seeded the demo data. Sign in with:" : "Migrated.");
  for (const signIn of outcome.signIns) console.log(`  ${signIn.role}: ${signIn.email} / ${signIn.password}`);
});
