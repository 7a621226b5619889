// Small helpers shared by the project's Node scripts (start, test).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";

export const NEXT_BIN = "node_modules/next/dist/bin/next";
export const TSX_CLI = "node_modules/tsx/dist/cli.mjs";

/** Runs a command, inheriting output; resolves with its exit code. */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: quiet ? "ignore" : "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a TypeScript script with tsx; `react-server` lets server-only modules load outside Next. */
export function runTs(script, args = [], options = {}) {
  return run(process.execPath, [TSX_CLI, "--conditions=react-server", script, ...args], options);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
