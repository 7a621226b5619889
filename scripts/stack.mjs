#!/usr/bin/env node
// `npm run stack`: the production topology on this machine, no containers: nginx on PORT (default 8080) in front of
// two app instances, the job worker, and PostgreSQL (DATABASE_URL, or a throwaway cluster made with initdb and
// removed on exit), after the release step; each runs the command deploy/compose.yaml gives it. Builds first
// (npm run build) unless --no-build. Ctrl-C stops everything in order. README, "Running in production".
import { parseArgs } from "node:util";
import { run } from "./lib/run.mjs";
import { startStack } from "./lib/stack.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", default: process.env.PORT ?? "8080" }, "no-build": { type: "boolean", default: false } },
});

if (!values["no-build"]) {
  console.log("Building (npm run build) ...");
  if ((await run(process.execPath, ["scripts/build.mjs"])) !== 0) process.exit(1);
}

const stack = await startStack({ port: Number(values.port), distDir: process.env.NEXT_DIST_DIR || ".next" });
const { instances } = stack.parts;
console.log(`
The topology is up:
  ${stack.url}                       nginx: the public cache, /_next/static from disk, everything else to the instances
${instances.map((instance) => `  ${instance.name}: pages http://127.0.0.1:${instance.pagesPort}, API http://127.0.0.1:${instance.apiPort}`).join("\n")}
  worker: the job queue and the schedules
  database: ${stack.parts.cluster ? `a throwaway cluster at ${stack.databaseUrl} (removed on exit)` : "DATABASE_URL"}
  ${stack.url}/api/ready          whether the database, the migrations and the worker are all right
  logs: ${stack.logDir}
Demo sign-in: alex.morgan@example.com / Demo-Password-2026!  (emails and codes: ${stack.url}/dev/outbox)
Ctrl-C stops it all.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping: nginx, the instances (they finish their requests), the worker, the database ...");
    void stack.stop().then(() => process.exit(0));
  });
}
