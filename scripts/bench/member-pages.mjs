#!/usr/bin/env node
// `npm run bench:member`: first-load JavaScript and HTML of the signed-in pages, measured as a demo member and a plan
// administrator see them. Builds into .next-bench/ (or reuses it with --no-build), serves it on a throwaway embedded
// database with the demo data, signs in through the log-in screen in Chromium and measures each page with that
// session. Exits 1 when a page misses MEMBER_JS_BUDGET_BYTES or does not answer 200. See docs/benchmarks.md.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { findChromium, freePort, runTs } from "../lib/run.mjs";
import { formatKb } from "./check-budgets.mjs";
import { cleanUpOnSignals, deferCleanup, runCleanups } from "./cleanup.mjs";
import { measurePage } from "./measure-page.mjs";
import { buildNextApp, startNextServer } from "./next-app.mjs";

/** A signed-in page's first-load JavaScript, gzip bytes: the shell (navigation, GraphQL client, dialogs) and the page. */
export const MEMBER_JS_BUDGET_BYTES = 240_000;
const DEMO_PASSWORD = "Demo-Password-2026!";
const PAGES = [
  { email: "alex.morgan@example.com", paths: ["/health", "/accounts", "/plaid-oauth"] },
  { email: "dana.whitfield@acmelogistics.example.com", paths: ["/dashboard"] },
];

const DIST_DIR = ".next-bench";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(repoRoot);
const build = !process.argv.includes("--no-build");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR };
delete env.DATABASE_URL; // always the throwaway embedded database, never a configured one

async function sessionCookie(browser, baseUrl, email) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto("/log-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/log-in");
    return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await context.close();
  }
}

/** Where `pagePath` lands for this session (e.g. /dashboard goes on to the administrator's plan). */
async function landingPath(baseUrl, pagePath, cookie) {
  let current = pagePath;
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await fetch(new URL(current, baseUrl), { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return current;
    const next = new URL(location, baseUrl);
    if (next.origin !== new URL(baseUrl).origin) return current;
    current = `${next.pathname}${next.search}`;
  }
  return current;
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  if (build || !existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
    console.log(`=== Building the app into ${DIST_DIR}/ ===`);
    await buildNextApp({ cwd: repoRoot, env });
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-db-"));
  const removeData = deferCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const serverEnv = { ...env, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, EMBEDDED_DB_DIR: path.join(dataDir, "db") };
  if ((await runTs("scripts/prepare-database.ts", [], { env: serverEnv, quiet: true })) !== 0) {
    throw new Error("Preparing the embedded database failed.");
  }
  const server = await startNextServer({ cwd: repoRoot, env: serverEnv, port });
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  deferCleanup(() => browser.close());

  const rows = [];
  const scriptCache = new Map();
  try {
    for (const { email, paths } of PAGES) {
      const cookie = await sessionCookie(browser, server.url, email);
      for (const asked of paths) {
        const pagePath = await landingPath(server.url, asked, cookie);
        const page = await measurePage({ baseUrl: server.url, path: pagePath, scriptCache, headers: { cookie } });
        const failures = [];
        if (page.status !== 200) failures.push(`HTTP ${page.status}`);
        if (page.javascript.gzipBytes > MEMBER_JS_BUDGET_BYTES) failures.push("over budget");
        rows.push({ path: pagePath, as: email.split("@")[0], ...page, failures });
      }
    }
  } finally {
    await server.stop();
    await removeData();
  }

  console.log(`\nFirst-load JavaScript per signed-in page, gzip level 9 (kB = 1000 bytes); budget ${formatKb(MEMBER_JS_BUDGET_BYTES)} kB.`);
  for (const row of rows) {
    console.log(
      [
        row.path.padEnd(26),
        String(row.status).padStart(4),
        `${formatKb(row.javascript.gzipBytes).padStart(7)} kB JS in ${String(row.javascript.scripts.length).padStart(2)} scripts`,
        `HTML ${formatKb(row.html.gzipBytes).padStart(5)} kB gzip`,
        `as ${row.as}`,
        row.failures.length === 0 ? "ok" : `FAIL (${row.failures.join(", ")})`,
      ].join("  "),
    );
  }
  return rows.every((row) => row.failures.length === 0) ? 0 : 1;
}

cleanUpOnSignals();
let exitCode;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nbench:member failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await runCleanups();
}
process.exit(exitCode);
