#!/usr/bin/env node
// `npm run bench:site`: the public site's benchmark. Builds the app into .next-bench/, serves it on a throwaway
// embedded database, measures every public route's first-load JavaScript and HTML against an empty Next app's floor,
// runs Lighthouse on the key pages, prints tables and writes bench-results/site-<time>.json. Exits 1 when a
// Lighthouse threshold or the JavaScript budget is missed. See docs/benchmarks.md.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium, freePort, run, runTs } from "../lib/run.mjs";
import { startStack } from "../lib/stack.mjs";
import { JS_BUDGET_BYTES, LIGHTHOUSE_THRESHOLDS, lighthouseFailures, routeFailures } from "./check-budgets.mjs";
import { cleanUpOnSignals, deferCleanup, runCleanups } from "./cleanup.mjs";
import { measureFloor } from "./floor-app.mjs";
import { formatReport } from "./format-report.mjs";
import { measurePage } from "./measure-page.mjs";
import { buildNextApp, startNextServer } from "./next-app.mjs";
import { USAGE, parseBenchArgs } from "./parse-args.mjs";
import { readPublicPaths } from "./public-paths.mjs";
import { auditPages } from "./run-lighthouse.mjs";
import { sharedScripts } from "./shared-scripts.mjs";
import { findWrk, measureSiteThroughTopology, signInSessions } from "./topology.mjs";

const DIST_DIR = ".next-bench";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(repoRoot); // the shared script helpers use paths relative to the repository

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
delete baseEnv.DATABASE_URL; // always the throwaway embedded database, never a configured one
const appEnv = { ...baseEnv, NEXT_DIST_DIR: DIST_DIR };
const floorEnv = { ...baseEnv };
delete floorEnv.NEXT_DIST_DIR;

function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(repoRoot, "node_modules", name, "package.json"), "utf8")).version;
}

async function measureRoutes({ baseUrl, paths, floor }) {
  console.log(`Measuring ${paths.length} public routes...`);
  const scriptCache = new Map(); // each script is fetched once across routes
  const routes = [];
  for (const routePath of paths) {
    const page = await measurePage({ baseUrl, path: routePath, scriptCache });
    const failures = routeFailures({
      status: page.status,
      totalBytes: page.javascript.gzipBytes,
      floorBytes: floor.javascript.gzipBytes,
    });
    routes.push({ ...page, jsDeltaBytes: page.javascript.gzipBytes - floor.javascript.gzipBytes, failures });
  }
  return routes;
}

async function runLighthouse({ baseUrl, chromePath }) {
  console.log(`\n=== Lighthouse: ${options.pages.length} pages x ${options.runs} runs (about 15 s each) ===`);
  const audited = await auditPages({
    baseUrl,
    pages: options.pages,
    runs: options.runs,
    chromePath,
    onRun: ({ page, round, runs, summary, seconds }) => {
      const { scores } = summary;
      const outcome = summary.runtimeError
        ? `error: ${summary.runtimeError}`
        : `perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores.bestPractices}, seo ${scores.seo}`;
      console.log(`  ${page} run ${round}/${runs}: ${outcome} (${seconds.toFixed(0)} s)`);
    },
  });
  return {
    environment: audited.environment,
    pages: audited.pages.map((page) => ({
      ...page,
      failures: page.median.runtimeError
        ? [`Lighthouse error: ${page.median.runtimeError}`]
        : lighthouseFailures(page.median.scores),
    })),
  };
}

/** Public pages through nginx's cache must serve at least this share of what nginx serves from disk. */
const MIN_CACHE_RATIO = 0.9;

/**
 * The production topology on this build (scripts/lib/stack.mjs): `/` through nginx's cache against nginx serving the
 * same bytes from disk, and a signed-in page's latency at 64 connections (wrk). Null without nginx or wrk.
 */
async function measureTopology() {
  if (!findWrk() || !existsSync("/usr/sbin/nginx")) {
    console.log("\n(The topology round needs nginx and wrk: apt-get install nginx wrk. Skipped.)");
    return null;
  }
  console.log("\n=== Through the topology: nginx's cache against nginx from disk; a signed-in page (wrk, 64 connections) ===");
  if ((await run(process.execPath, ["scripts/build.mjs", "--packaging-only"], { env: appEnv, quiet: true })) !== 0) {
    throw new Error("Packaging the build for the topology failed.");
  }
  const stack = await startStack({ distDir: DIST_DIR, ownDatabase: true, log: () => {} });
  deferCleanup(() => stack.stop());
  const cookies = await signInSessions(stack.url, "alex.morgan@example.com", "Demo-Password-2026!", 16);
  const result = await measureSiteThroughTopology({ stack, cookies });
  await stack.stop();
  const rounds = (runs) => runs.map((entry) => entry.requestsPerSecond.toFixed(0)).join(", ");
  console.log(`/ (X-Cache ${result.cacheStatus}, ${(result.htmlBytes / 1000).toFixed(1)} kB HTML, gzip):`);
  console.log(`  through nginx's cache: ${result.cachedRps.toFixed(0)} req/s (rounds ${rounds(result.cached)})`);
  console.log(`  nginx from disk:       ${result.diskRps.toFixed(0)} req/s (rounds ${rounds(result.fromDisk)})`);
  console.log(`  ratio ${result.ratio.toFixed(2)}x (mark ${MIN_CACHE_RATIO}x)`);
  const signedIn = result.signedIn;
  console.log(
    `${signedIn.page} signed in (${result.sessions} sessions): ${signedIn.requestsPerSecond.toFixed(0)} req/s, p50 ${signedIn.p50.toFixed(0)} ms, p99 ${signedIn.p99.toFixed(0)} ms` +
      (signedIn.non2xx ? ` (${signedIn.non2xx} answers not 2xx/3xx)` : ""),
  );
  return result;
}

async function main() {
  const startedAt = new Date();
  const chromePath = options.runs > 0 ? findChromium() : null;
  if (options.runs > 0 && !chromePath) {
    throw new Error("No Chromium found for Lighthouse: install Debian's chromium or set CHROME_PATH (or pass --runs 0).");
  }

  if (options.build || !existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
    if (!options.build) console.log(`--no-build: there is no build in ${DIST_DIR}/, building anyway.`);
    console.log(`\n=== Building the app into ${DIST_DIR}/ ===`);
    await buildNextApp({ cwd: repoRoot, env: appEnv });
  }

  console.log("\n=== Measuring the floor: an empty Next app (build and serve) ===");
  const floor = await measureFloor({ repoRoot, env: floorEnv });
  if (floor.status !== 200) throw new Error(`The empty app answered HTTP ${floor.status}`);
  console.log(`Floor: ${(floor.javascript.gzipBytes / 1000).toFixed(1)} kB gzip in ${floor.javascript.scripts.length} scripts.`);

  const paths = await readPublicPaths({ repoRoot });

  console.log("\n=== Serving the app on a throwaway embedded database ===");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-db-"));
  const removeData = deferCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const serverEnv = {
    ...appEnv,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    EMBEDDED_DB_DIR: path.join(dataDir, "db"),
  };
  if ((await runTs("scripts/prepare-database.ts", [], { env: serverEnv, quiet: true })) !== 0) {
    throw new Error("Preparing the embedded database failed (run `npx tsx --conditions=react-server scripts/prepare-database.ts`).");
  }
  const server = await startNextServer({ cwd: repoRoot, env: serverEnv, port });

  let routes;
  let lighthouse = null;
  try {
    routes = await measureRoutes({ baseUrl: server.url, paths, floor });
    if (options.runs > 0) lighthouse = await runLighthouse({ baseUrl: server.url, chromePath });
  } finally {
    await server.stop();
    await removeData();
  }

  const topology = await measureTopology();

  const failures = [
    ...routes.flatMap((route) => route.failures.map((failure) => `${route.path}: ${failure}`)),
    ...(lighthouse?.pages ?? []).flatMap((page) => page.failures.map((failure) => `Lighthouse ${page.path}: ${failure}`)),
    ...(topology && topology.ratio < MIN_CACHE_RATIO
      ? [`${topology.page} through nginx's cache: ${topology.ratio.toFixed(2)}x nginx from disk (mark ${MIN_CACHE_RATIO}x)`]
      : []),
  ];
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: {
      build: options.build,
      runs: options.runs,
      lighthousePages: options.pages,
      lighthouseThresholds: LIGHTHOUSE_THRESHOLDS,
      jsBudgetBytes: JS_BUDGET_BYTES,
    },
    versions: {
      node: process.version,
      next: packageVersion("next"),
      react: packageVersion("react"),
      lighthouse: packageVersion("lighthouse"),
      browser: lighthouse?.environment?.userAgent ?? null,
    },
    floor,
    sharedJavaScript: sharedScripts(routes),
    routes,
    lighthouse,
    topology,
    failures,
    passed: failures.length === 0,
  };

  console.log(`\n${formatReport(results)}`);
  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `site-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFull results: ${file}`);
  return results.passed ? 0 : 1;
}

cleanUpOnSignals();
let exitCode;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nbench:site failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await runCleanups();
}
process.exit(exitCode);
