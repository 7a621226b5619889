#!/usr/bin/env node
// `npm start`: the product in production mode on http://localhost:$PORT (default 3000). Builds when the code changed
// since the last build, prepares the database (the embedded one under .data/ unless DATABASE_URL is set: created,
// migrated and seeded with demo data on first start), prints the demo sign-ins, then serves: on the embedded database
// one Next server; on PostgreSQL the API server on PORT, answering /api/graphql itself, in front of a Next server on
// a private port (scripts/lib/api-process.mjs).
import { createHash } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { API_SERVER_ARGS, apiServerEnv, behindApiServerEnv } from "./lib/api-process.mjs";
import { NEXT_BIN, freePort, run, runTs, waitForHttp } from "./lib/run.mjs";

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

const servers = [];
/** Runs one server; when any of them ends, the others are stopped and `npm start` exits with its code. */
function serve(args, serverEnv) {
  const server = spawn(process.execPath, args, { env: serverEnv, stdio: "inherit" });
  servers.push(server);
  server.on("exit", (code) => {
    for (const other of servers) if (other !== server && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode ??= code ?? 0;
  });
  return server;
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => servers.forEach((server) => server.kill(signal)));

if (!env.DATABASE_URL) {
  console.log(`Serving on ${env.SITE_URL}`);
  serve([NEXT_BIN, "start", "-p", port], env);
} else {
  const nextPort = await freePort();
  const nextOrigin = `http://127.0.0.1:${nextPort}`;
  const next = serve([NEXT_BIN, "start", "-p", String(nextPort), "-H", "127.0.0.1"], behindApiServerEnv(env));
  const started = await Promise.race([
    waitForHttp(`${nextOrigin}/api/health`).then(() => true),
    new Promise((resolve) => next.once("exit", () => resolve(false))),
  ]);
  if (!started) process.exit(process.exitCode ?? 1);
  console.log(`Serving on ${env.SITE_URL} (the API server, with the pages from Next on ${nextOrigin})`);
  serve(API_SERVER_ARGS, apiServerEnv(env, { port, nextOrigin }));
}
