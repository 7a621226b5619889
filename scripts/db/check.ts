// `npm run db:check` (CI): fails when prisma/schema.prisma and prisma/migrations disagree, printing the SQL a new
// migration would need. Options: --schema <file>, --migrations <folder>.
import path from "node:path";
import { parseArgs } from "node:util";

import { diffSchema } from "./diff-schema";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      schema: { type: "string", default: "prisma/schema.prisma" },
      migrations: { type: "string", default: "prisma/migrations" },
    },
  });
  const sql = await diffSchema({ schemaPath: path.resolve(values.schema), migrationsDir: path.resolve(values.migrations) });
  if (!sql) {
    console.log(`${values.schema} and ${values.migrations} agree.`);
    return 0;
  }
  console.error(
    `${values.schema} has changes that no migration in ${values.migrations} makes. ` +
      `Create one with: npm run db:new-migration -- <name>\n\nMissing SQL:\n`,
  );
  console.error(sql);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
