// The public routes from lib/content/public-pages.ts, read through tsx like the package.json scripts do.
import { spawn } from "node:child_process";
import { TSX_CLI } from "../lib/run.mjs";

export async function readPublicPaths({ repoRoot }) {
  const child = spawn(process.execPath, [TSX_CLI, "--conditions=react-server", "scripts/bench/list-public-paths.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) throw new Error("Could not read the public routes from lib/content/public-pages.ts");
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}
