#!/usr/bin/env node
// One app instance: Next's standalone server (pages and route handlers) on PAGES_PORT and the API server
// (/api/graphql, /api/health, /api/ready) on API_PORT, side by side; nginx routes to each (deploy/nginx.conf).
// Runs from the build's standalone folder (npm run build copies it to servers/), in the container and in
// `npm run stack` alike. SIGTERM/SIGINT go to both, which finish their requests and close their pools; when either
// ends on its own, the other is stopped and the instance exits with its code, so the orchestrator starts it again.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const host = process.env.HOSTNAME || "0.0.0.0";
const pagesPort = process.env.PAGES_PORT || "3000";
const apiPort = process.env.API_PORT || "3001";

const children = [
  // Next's own signal handler exits without closing our pool; lib/http/graceful-shutdown.ts takes the signals.
  start("pages", ["server.js"], { PORT: pagesPort, HOSTNAME: host, NEXT_MANUAL_SIG_HANDLE: "1" }),
  start("api", ["--conditions=react-server", "servers/api-server.mjs"], { PORT: apiPort, HOSTNAME: host }),
];

let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stopAll(signal));

function start(name, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...extraEnv }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[instance] the ${name} server ended (${signal ?? `exit ${code}`}); stopping the instance.`);
      process.exitCode = code || 1;
      stopAll("SIGTERM");
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit();
  });
  return child;
}
