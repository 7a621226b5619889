#!/usr/bin/env node
// `npm start`: the product in production mode on http://localhost:$PORT (default 3000). Builds when the code changed
// since the last build, prepares the database (the embedded one under .data/ unless DATABASE_URL is set: created,
// migrated and seeded with demo data on first start), prints the demo sign-ins, then serves.
import { createHash } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { NEXT_BIN, run, runTs } from "./lib/run.mjs";

const port = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};

function sourceStamp() {
  try {
    const git = (args) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return createHash("sha256")
      .update(git(["rev-parse", "HEAD"]))
      .update(git(["status", "--porcelain"]))
      .update(git(["diff", "HEAD"]))
      .digest("hex");
  } catch {
    return null; // not a git checkout: rebuild only when there is no build
  }
}

const stampFile = ".next/source-stamp";
const stamp = sourceStamp();
const built = existsSync(".next/BUILD_ID");
const stale = built && stamp !== null && (!existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp);
if (!built || stale) {
  console.log(built ? "The code changed since the last build: building..." : "Building the app (first start)...");
  if ((await run(process.execPath, [NEXT_BIN, "build"], { env })) !== 0) process.exit(1);
  if (stamp) writeFileSync(stampFile, stamp);
}

if ((await runTs("scripts/prepare-database.ts", [], { env })) !== 0) process.exit(1);

console.log(`Serving on ${env.SITE_URL}`);
const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", port], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
