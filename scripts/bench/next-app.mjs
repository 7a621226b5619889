// Building and serving a Next app (this one or the empty floor app) for the bench.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NEXT_BIN, waitForHttp } from "../lib/run.mjs";
import { deferCleanup } from "./cleanup.mjs";
import { restoredTsconfig } from "./restore-tsconfig.mjs";

/**
 * Runs the Next CLI in `cwd` in its own process group, so stopping it ends every process it started (build workers,
 * the server). `stop()` runs once, also on Ctrl-C; `exited` resolves with the exit code.
 */
function spawnNext(args, { cwd, env, stdio, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, path.resolve(cwd, NEXT_BIN), ...args], { cwd, env, stdio, detached: true });
  let running = true;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      running = false;
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  const stop = deferCleanup(async () => {
    if (!running) return;
    signalGroup(child.pid, "SIGTERM");
    const timer = setTimeout(() => signalGroup(child.pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  });
  return { child, exited, stop };
}

/**
 * `next build` in `cwd` into `env.NEXT_DIST_DIR` (or .next). Next's additions to tsconfig.json are taken out again.
 * With `quiet` the output is shown only when the build fails. Throws when the build fails.
 */
export async function buildNextApp({ cwd, env, quiet = false }) {
  const tsconfigPath = path.join(cwd, "tsconfig.json");
  const before = readIfExists(tsconfigPath);
  const restore = deferCleanup(() => {
    const text = restoredTsconfig({ before, after: readIfExists(tsconfigPath), distDir: env.NEXT_DIST_DIR || ".next" });
    if (text !== null) writeFileSync(tsconfigPath, text);
  });
  try {
    const build = spawnNext(["build"], { cwd, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    build.child.stdout?.on("data", (chunk) => output.push(chunk));
    build.child.stderr?.on("data", (chunk) => output.push(chunk));
    const code = await build.exited;
    await build.stop();
    if (code !== 0) {
      if (quiet) process.stderr.write(Buffer.concat(output));
      throw new Error(`next build failed in ${cwd} (exit code ${code})`);
    }
  } finally {
    await restore();
  }
}

/**
 * `next start` on 127.0.0.1:`port`; resolves once the server answers. `stop()` also runs on Ctrl-C. `nodeArgs` go to
 * Node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startNextServer({ cwd, env, port, nodeArgs = [] }) {
  const server = spawnNext(["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    env,
    nodeArgs,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${url}/`),
      server.exited.then((code) => Promise.reject(new Error(`next start exited early (code ${code})`))),
    ]);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, stop: server.stop, pid: server.child.pid };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function readIfExists(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
