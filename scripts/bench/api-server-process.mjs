// The standalone API server (scripts/api-server.ts) for the API bench, started as `npm start` starts it on
// PostgreSQL (scripts/lib/api-process.mjs), in its own process group so the bench can read its CPU time.
import { spawn } from "node:child_process";
import { API_SERVER_ARGS } from "../lib/api-process.mjs";
import { waitForHttp } from "../lib/run.mjs";
import { deferCleanup } from "./cleanup.mjs";

/** Resolves once /api/health answers; `stop()` (also run on Ctrl-C) lets it finish and exit. `nodeArgs`: e.g. --cpu-prof. */
export async function startApiServer({ cwd, env, port, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, ...API_SERVER_ARGS], {
    cwd,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = deferCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${url}/api/health`),
      exited.then((code) => Promise.reject(new Error(`The API server exited early (code ${code})`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid };
}
