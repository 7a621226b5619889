// Generates the Prisma client without network access. The Prisma CLI insists on downloading its native schema
// engine before any command; `generate` never uses it, so pointing the CLI at any executable is enough.
// (See ../shared/notes/prisma-offline.md.) Where the engine can be downloaded this changes nothing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
if (!existsSync("prisma/schema.prisma")) process.exit(0);

const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
