#!/usr/bin/env node
// `npm test`: the GraphQL contract (schema.graphql and the client's documents and types agree), unit, component and
// integration tests (integration on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set),
// then end-to-end tests in Chromium against a production build.
// End-to-end tests are skipped with a notice when no browser is installed, unless E2E_REQUIRED=1.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { findChromium, freePort, run, runTs, waitForHttp } from "./lib/run.mjs";

const JEST_BIN = "node_modules/jest/bin/jest.js";
const TSC_BIN = "node_modules/typescript/bin/tsc";
const passthrough = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
let failedSteps = 0;

const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete baseEnv.DATABASE_URL; // tests choose their database themselves (tests/helpers/test-db.ts)

// Jest's default on a 2-core machine is one worker; the integration files spend much of their time waiting on the
// database, so two keep both cores busy (the embedded tier took 10.4 minutes with one and 7.2 with two).
const JEST_WORKERS = process.env.JEST_WORKERS ?? "2";

async function jest(label, projects, env, { workers = JEST_WORKERS } = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const resultsDir = mkdtempSync(path.join(tmpdir(), "jest-results-"));
  const outputFile = path.join(resultsDir, "results.json");
  const code = await run(
    process.execPath,
    [
      JEST_BIN,
      ...projects.flatMap((p) => ["--selectProjects", p]),
      `--maxWorkers=${workers}`,
      "--json",
      `--outputFile=${outputFile}`,
      ...passthrough,
    ],
    { env },
  );
  try {
    const results = JSON.parse(readFileSync(outputFile, "utf8"));
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    printSlowestFiles(results);
  } catch {
    totals.failed += 1; // jest did not produce results: count the step as a failure
  }
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`=== ${label}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (code !== 0) failedSteps += 1;
}

// The run must stay well under CI's budget as the product grows: each tier names its slowest files, so the next cut
// is aimed at the files that cost the most rather than guessed.
function printSlowestFiles(results, count = 8) {
  const files = results.testResults
    .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  console.log(`Slowest files: ${files.map((f) => `${f.name} ${f.seconds.toFixed(1)} s`).join(", ")}`);
}

// A client document the server no longer answers, or a caller reading a field it did not ask for, fails here in
// about half a minute instead of in a browser at the end.
console.log("\n=== GraphQL contract: schema.graphql, client documents, types ===");
for (const check of [
  () => runTs("scripts/print-schema.ts", ["--check"], { env: baseEnv }),
  () => runTs("scripts/check-client-documents.ts", [], { env: baseEnv }),
  () => run(process.execPath, [TSC_BIN, "--noEmit"], { env: baseEnv }),
]) {
  if ((await check()) !== 0) {
    failedSteps += 1;
    totals.failed += 1;
  }
}

const embeddedEnv = { ...baseEnv, NODE_OPTIONS: "--experimental-vm-modules" };
delete embeddedEnv.TEST_DATABASE_URL;
await jest("unit, components, integration (embedded database)", ["unit", "components", "integration"], embeddedEnv);

if (process.env.TEST_DATABASE_URL) {
  await jest("integration (PostgreSQL)", ["integration"], { ...baseEnv, NODE_OPTIONS: "--experimental-vm-modules" });
}

/** A tier that needs a program the machine may lack: a notice without it, or a failure under E2E_REQUIRED=1 (CI). */
function missing(notice) {
  if (process.env.E2E_REQUIRED === "1") {
    console.error(`\n${notice} E2E_REQUIRED=1 makes this a failure.`);
    failedSteps += 1;
    totals.failed += 1;
  } else {
    console.warn(`\n*** ${notice} ***`);
  }
}

const chromium = findChromium();
const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
if (chromium || nginx) {
  console.log("\n=== production build (npm run build) ===");
  // The build every deployment runs: Next's standalone server, the bundled servers, the static files.
  const built = (await run(process.execPath, ["scripts/build.mjs"], { env: { ...baseEnv, NODE_ENV: "production" } })) === 0;
  if (!built) {
    failedSteps += 1;
    totals.failed += 1;
  } else {
    if (chromium) await endToEnd(chromium);
    if (nginx) await reliability();
  }
}
if (!chromium) missing("No Chromium found (set CHROME_PATH or install Debian's chromium): end-to-end tests NOT run.");
if (!nginx) missing("No nginx found (install Debian's nginx): the reliability run against the production topology NOT run.");

// The production topology (nginx, two instances, the worker, its own PostgreSQL) under faults, in its short form.
async function reliability() {
  console.log("\n=== reliability (the production topology under faults, short) ===");
  const started = Date.now();
  const resultsDir = mkdtempSync(path.join(tmpdir(), "reliability-"));
  const resultsFile = path.join(resultsDir, "results.json");
  const code = await run(process.execPath, ["scripts/reliability/run.mjs", "--short", "--no-build"], {
    env: { ...baseEnv, RELIABILITY_RESULTS_FILE: resultsFile },
  });
  try {
    const results = JSON.parse(readFileSync(resultsFile, "utf8"));
    totals.passed += results.passed;
    totals.failed += results.failed;
  } catch {
    totals.failed += 1; // the run ended before it could report
  }
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`=== reliability: ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (code !== 0) failedSteps += 1;
}

async function endToEnd(chromiumPath) {
  console.log("\n=== end-to-end (production build, Chromium) ===");
  const buildEnv = { ...baseEnv, NODE_ENV: "production" };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-db-"));
  const serverEnv = {
    ...buildEnv,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    EMBEDDED_DB_DIR: path.join(dataDir, "db"),
    // The database is prepared from here and served from the build's folder: both must use the same secrets (a
    // laptop install would generate one set per working folder).
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SECRETS_KEY: randomBytes(32).toString("base64"),
    // Lets the two-factor tests see a code expire without waiting 10 minutes (honoured only on local/test installs).
    TEST_ONE_TIME_CODE_LIFETIME_SECONDS: "20",
    // ... and wait 20 s, not 30, between two codes to one number; investing pages read the clearing firm again after
    // a second, not 15 (each wait is one the tests sit through).
    TEST_ONE_TIME_CODE_COOLDOWN_SECONDS: "20",
    TEST_INVESTING_PAGE_FRESHNESS_SECONDS: "1",
    // The employer dashboard's figures are kept an hour; the roster journey watches a new member arrive.
    TEST_PLAN_INSIGHTS_MAX_AGE_SECONDS: "0",
  };
  if ((await runTs("scripts/prepare-database.ts", [], { env: serverEnv, quiet: true })) !== 0) {
    failedSteps += 1;
    totals.failed += 1;
    return;
  }
  // The standalone server, as an app instance runs it (scripts/serve-instance.mjs): graceful shutdown included.
  const server = spawn(process.execPath, [path.join(".next", "standalone", "server.js")], {
    env: { ...serverEnv, HOSTNAME: "127.0.0.1", NEXT_MANUAL_SIG_HANDLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
    // One browser at a time: the tests share one server and database, and their timings (a code that expires in 20 s)
    // assume the machine is not also running a second Chromium.
    const e2eEnv = { ...baseEnv, E2E_BASE_URL: `http://127.0.0.1:${port}`, CHROME_PATH: chromiumPath };
    await jest("end-to-end", ["e2e"], e2eEnv, { workers: "1" });
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The plain closing line CI reads.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
