#!/usr/bin/env node
// `npm run bench:api`: how fast the GraphQL API answers signed-in reads, against the least this stack can do. Serves
// a production build on a throwaway PostgreSQL schema with the demo data as `npm start` serves it on PostgreSQL (the
// API server in front, Next behind it) and, in the same run, a bare graphql-yoga + pg server
// (scripts/bench/api-baseline.mjs); loads them in turn, round after round, and reports each operation's throughput
// as a ratio of the baseline's, with latency percentiles and errors. Then profiles the API server under the same
// load and prints where one request's CPU time goes. Before the load it times a first bank sync of 10,000 new
// transactions (scripts/bench/sync-many.ts). Exits 1 when an operation misses its mark. See docs/benchmarks.md.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { apiServerEnv, behindApiServerEnv } from "../lib/api-process.mjs";
import { freePort, run, runTs } from "../lib/run.mjs";
import { startStack } from "../lib/stack.mjs";
import { startApiServer } from "./api-server-process.mjs";
import { cleanUpOnSignals, deferCleanup, runCleanups } from "./cleanup.mjs";
import { runLoad } from "./load.mjs";
import { processGroupCpuMs } from "./process-cpu.mjs";
import { buildNextApp, startNextServer } from "./next-app.mjs";
import { summarizeCpuProfile } from "./summarize-cpu-profile.mjs";
import { findWrk, measureApiScaling, signInThrough } from "./topology.mjs";

/** The marks: each signed-in read at this share of the baseline's throughput or more, p95 at most this, no errors. */
export const MIN_RATIO = 0.5;
export const MAX_P95_MS = 50;
/** The employer dashboard over 50,000 members (issue 14). */
export const PLAN_INSIGHTS_MAX_P95_MS = 200;

const DEMO_MEMBER = "alex.morgan@example.com";
const DEMO_PASSWORD = "Demo-Password-2026!";
const DIST_DIR = ".next-bench";
const CSRF = { "x-graphql-yoga-csrf": "1" };
const AUTHENTICATION_INFO = `query AuthenticationInfo { authenticationInfo {
  id email username firstName lastName isUserEmailVerified isVerifiedPlanMember matchedPlanMember { id workEmail }
  plans { planId planName adminPermission } advisorPlans { planId planName } hasInvested isInvestEligible isStaff
  isPlanSuccessManager isAdvisor isCoachMode coachedUser { id email } lastOnboardingStep isSkipOnboarding
  recoveryEmail isUserRecoveryEmailVerified is2faEnabled phoneNumber isSingleSignOn googleAvatarUrl } }`;
const INSTITUTION = "institutionItem { id name isLatestSyncFailed isLatestLiabilitiesSyncFailed }";
const FINANCIAL_ACCOUNTS = `query FinancialAccounts { financialAccounts {
  assets { id name value liquid assetType subtype nickname mask provider ${INSTITUTION} }
  creditCards { id name value apr cardLimit nickname mask provider ${INSTITUTION} }
  loans { id name value lender apr kind loanAmount nickname mask provider ${INSTITUTION} }
  incomes { id name gross interval }
  creditScores { id name value } } }`;

// The money screens' reads (issue 12), on the demo member given 50,000 transactions over 3 years
// (scripts/bench/seed-many-transactions.ts): marked on p95 only, since each is an aggregate, not a one-row read.
const ROW = `id date name merchantName amount pending categorySource notes needsReview excluded isTransfer recurring
  account { id name mask kind } budgetCategory { id name color kind parent { id name } }
  splits { id amount budgetCategory { id name } }`;
const TRANSACTIONS_FIRST_PAGE = `query Transactions { transactions(first: 50) { nodes { ${ROW} } endCursor hasNextPage } }`;
const TRANSACTIONS_SEARCH = `query Search { transactions(first: 50, filter: { q: "whole foods", minAmount: 40, type: EXPENSE }) {
  nodes { ${ROW} } endCursor hasNextPage } }`;
const BUDGET = `query Budget { budget { period { start end daysLeft } expectedIncome planned spent leftToSpend safeToSpendToday
  groups { group planned spent left lines { budget { id target budgetCategory { id name } } carryIn available spent left percent state } }
  unbudgeted { spent } } }`;
const SPENDING = `query Spending { spendingBreakdown(period: { preset: LAST_3_MONTHS }) { income spending net
  categories { budgetCategory { id name color } amount previousAmount threePeriodAverage share subcategories { budgetCategory { id name } amount } }
  topMerchants { merchant amount count } monthly { month income spending } } }`;
const GOALS = `query Goals { financialGoals { id name category targetDate endValue startingValue monthlyProgress
  currentBudget { id name target } quantifiables { id name value institutionName } allowableQuantifiables { id name value }
  budgetCategory { id name color } } }`;

const PLAN_INSIGHTS = `query PlanInsights { planInsights(planId: "bench-plan-50k") {
  funnel { key count } trend { month newMembers activeMembers } satisfaction { respondents averageScore shareSevenOrMore }
  outcomes { membersWithScore healthBands { label members } emergencyFundShare cardDebtLoweringShare membersWithGoals
             membersCompletedGoal averageScoreChange } } }`;

// The same figures for one department (2,500 of the 50,000): the filter is checked against the roster per request.
const PLAN_INSIGHTS_FILTERED = PLAN_INSIGHTS.replace("query PlanInsights", "query PlanInsightsFiltered").replace(
  'planId: "bench-plan-50k"',
  'planId: "bench-plan-50k", department: "Department 3"',
);

const USAGE = `Usage: npm run bench:api -- [--no-build] [--seconds N] [--rounds N] [--connections N] [--no-profile]

  --no-build       reuse the production build in ${DIST_DIR}/ (built anyway when there is none)
  --seconds N      length of each measured run (default 5)
  --rounds N       rounds of baseline / operations, interleaved; medians are reported (default 3)
  --connections N  concurrent keep-alive connections (default 8)
  --no-profile     skip the CPU profile
  DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL server to use (default postgresql://postgres@127.0.0.1:5432/test);
  the bench works in a schema of its own and drops it at the end.`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(repoRoot);

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      "no-profile": { type: "boolean", default: false },
      seconds: { type: "string", default: "5" },
      rounds: { type: "string", default: "3" },
      connections: { type: "string", default: "8" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} wants a whole number above 0`);
    return value;
  };
  return {
    help: values.help,
    build: !values["no-build"],
    profile: !values["no-profile"],
    seconds: number("seconds"),
    rounds: number("rounds"),
    connections: number("connections"),
  };
}

async function createBenchSchema(baseUrl) {
  const schema = `bench_api_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  deferCleanup(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    // The app's schema and the job queue's beside it (lib/jobs/job-queue-schema.ts), created by the migrations.
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
    await admin.end();
  });
  const url = new URL(baseUrl);
  url.searchParams.set("schema", schema);
  return url.toString();
}

async function graphql(baseUrl, query, { cookie, variables } = {}) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...CSRF, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: await response.json(), setCookies: response.headers.getSetCookie() };
}

async function signIn(baseUrl) {
  const { body, setCookies } = await graphql(
    baseUrl,
    "mutation LogIn($email: String!, $password: String) { passwordLogIn(email: $email, password: $password) { error } }",
    { variables: { email: DEMO_MEMBER, password: DEMO_PASSWORD } },
  );
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  if (body.errors || body.data?.passwordLogIn?.error || !cookie) {
    throw new Error(`Signing in as ${DEMO_MEMBER} failed: ${JSON.stringify(body)}`);
  }
  const info = await graphql(baseUrl, "{ authenticationInfo { id } }", { cookie });
  const userId = info.body.data?.authenticationInfo?.id;
  if (!userId) throw new Error(`The session did not work: ${JSON.stringify(info.body)}`);
  return { cookie, userId };
}

function startBaseline({ port, env, args = [] }) {
  const child = spawn(process.execPath, ["scripts/bench/api-baseline.mjs", String(port), ...args], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true, // its own process group, whose CPU time the bench reads
  });
  const stop = deferCleanup(() => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill()))));
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve({ url: `http://127.0.0.1:${port}/graphql`, stop, pid: child.pid }));
    child.once("exit", (code) => reject(new Error(`The baseline server exited (code ${code})`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

const stamp = new Date().toISOString().replaceAll(":", "-");

async function main() {
  const opts = options();
  if (opts.help) return console.log(USAGE);
  cleanUpOnSignals();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR };
  delete env.EMBEDDED_DB_DIR;
  if (opts.build || !existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
    console.log(`=== Building the app into ${DIST_DIR}/ ===`);
    await buildNextApp({ cwd: repoRoot, env, quiet: true });
  }

  const baseDatabaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
  const databaseUrl = await createBenchSchema(baseDatabaseUrl);
  const appPort = await freePort();
  // A laptop-like install (demo data, generated secrets) on PostgreSQL: APP_ENV would otherwise say production.
  const serverEnv = { ...env, DATABASE_URL: databaseUrl, PORT: String(appPort), SITE_URL: `http://127.0.0.1:${appPort}`, APP_ENV: "local", LOG_LEVEL: "warn" };
  console.log("=== Preparing the database (migrations and demo data) ===");
  if ((await runTs("scripts/prepare-database.ts", [], { env: serverEnv, quiet: true })) !== 0) {
    throw new Error("Preparing the bench database failed.");
  }

  console.log(`=== Giving ${DEMO_MEMBER} 50,000 transactions over 3 years ===`);
  if ((await runTs("scripts/bench/seed-many-transactions.ts", ["--email", DEMO_MEMBER], { env: serverEnv })) !== 0) {
    throw new Error("Seeding the transactions failed.");
  }

  console.log(`=== An employer plan of 50,000 roster rows, ${DEMO_MEMBER} its viewer ===`);
  if ((await runTs("scripts/bench/seed-large-plan.ts", ["--email", DEMO_MEMBER], { env: serverEnv })) !== 0) {
    throw new Error("Seeding the large plan failed.");
  }

  // Issue 12's sync line, before any server runs: one process, its own member, a stand-in provider answering at once.
  console.log("=== A first sync of 10,000 new transactions (time and the process's peak memory) ===");
  if ((await runTs("scripts/bench/sync-many.ts", ["--count", "10000"], { env: serverEnv })) !== 0) {
    throw new Error("The sync bench failed.");
  }

  // As `npm start` runs it on PostgreSQL: Next on a private port, the API server in front answering /api/graphql.
  const next = await startNextServer({ cwd: repoRoot, env: behindApiServerEnv(serverEnv), port: await freePort() });
  const apiEnv = apiServerEnv(serverEnv, { port: appPort, nextOrigin: next.url });
  const app = await startApiServer({ cwd: repoRoot, env: apiEnv, port: appPort });
  const { cookie, userId } = await signIn(app.url);
  const baselineEnv = { ...process.env, DATABASE_URL: databaseUrl };
  const baseline = await startBaseline({ port: await freePort(), env: baselineEnv });
  const leanBaseline = await startBaseline({ port: await freePort(), env: baselineEnv, args: ["--no-body-limit"] });

  const userQuery = { query: "query User($id: ID!) { user(id: $id) { id email firstName } }", variables: { id: userId } };
  const signedIn = { ...CSRF, cookie };
  const targets = [
    { name: "baseline: yoga + pg, one-row read", pid: baseline.pid, url: baseline.url, body: userQuery, headers: {} },
    { name: "authenticationInfo (signed in)", pid: app.pid, url: `${app.url}/api/graphql`, body: { query: AUTHENTICATION_INFO }, headers: signedIn, marked: true },
    { name: "financialAccounts (signed in)", pid: app.pid, url: `${app.url}/api/graphql`, body: { query: FINANCIAL_ACCOUNTS }, headers: signedIn, marked: true },
    ...[
      ["transactions: first page", TRANSACTIONS_FIRST_PAGE],
      ["transactions: filtered search", TRANSACTIONS_SEARCH],
      ["budget (this period)", BUDGET],
      ["spendingBreakdown (3 months)", SPENDING],
      ["financialGoals", GOALS],
    ].map(([name, query]) => ({ name, pid: app.pid, url: `${app.url}/api/graphql`, body: { query }, headers: signedIn, p95Marked: true })),
    // Issue 14: the employer dashboard's aggregates over a plan of 50,000 members, computed per request in SQL.
    {
      name: "planInsights (50,000 members)",
      pid: app.pid,
      url: `${app.url}/api/graphql`,
      body: { query: PLAN_INSIGHTS },
      headers: signedIn,
      p95Marked: true,
      maxP95Ms: PLAN_INSIGHTS_MAX_P95_MS,
    },
    {
      name: "planInsights (50,000 members, one department)",
      pid: app.pid,
      url: `${app.url}/api/graphql`,
      body: { query: PLAN_INSIGHTS_FILTERED },
      headers: signedIn,
      p95Marked: true,
      maxP95Ms: PLAN_INSIGHTS_MAX_P95_MS,
    },
    { name: "{ __typename } (signed out)", pid: app.pid, url: `${app.url}/api/graphql`, body: { query: "{ __typename }" }, headers: { ...CSRF } },
    // For reference, not marked: the baseline without yoga's own body cap (the API server caps the body itself and
    // turns yoga's off), and the one-process road (npm run dev, the embedded database): Next's route handler, whose
    // floor is a route handler doing nothing (the liveness check).
    { name: "baseline without yoga's body cap", lean: true, pid: leanBaseline.pid, url: leanBaseline.url, body: userQuery, headers: {} },
    { name: "authenticationInfo via Next's route", pid: next.pid, url: `${next.url}/api/graphql`, body: { query: AUTHENTICATION_INFO }, headers: signedIn },
    { name: "floor of Next: GET /api/health", pid: next.pid, url: `${next.url}/api/health`, headers: {} },
  ];
  const load = (target, durationMs) =>
    runLoad({
      url: target.url,
      body: target.body === undefined ? undefined : JSON.stringify(target.body),
      headers: target.headers,
      connections: opts.connections,
      durationMs,
    });

  console.log(`=== Warming up, then ${opts.rounds} interleaved rounds of ${opts.seconds} s at ${opts.connections} connections ===`);
  for (const target of targets) await load(target, 2_000);
  const runs = new Map(targets.map((target) => [target, []]));
  for (let round = 1; round <= opts.rounds; round += 1) {
    for (const target of targets) {
      const cpuBefore = processGroupCpuMs(target.pid);
      const result = await load(target, opts.seconds * 1000);
      const cpuAfter = processGroupCpuMs(target.pid);
      result.cpuMicrosecondsPerRequest = cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) / result.requests) * 1000;
      runs.get(target).push(result);
      console.log(`  round ${round}  ${target.name.padEnd(36)} ${fixed(result.requestsPerSecond, 0).padStart(6)} req/s  p95 ${fixed(result.p95)} ms  CPU ${fixed(result.cpuMicrosecondsPerRequest, 0)} µs/req  errors ${result.errors}`);
    }
  }

  const leanRuns = runs.get(targets.find((target) => target.lean));
  const rows = targets.map((target) => {
    const results = runs.get(target);
    const baselineRuns = runs.get(targets[0]);
    const ratios = results.map((result, index) => result.requestsPerSecond / baselineRuns[index].requestsPerSecond);
    return {
      name: target.name,
      marked: Boolean(target.marked),
      p95Marked: Boolean(target.p95Marked),
      maxP95Ms: target.maxP95Ms ?? MAX_P95_MS,
      requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
      ratio: median(ratios),
      leanRatio: median(results.map((result, index) => result.requestsPerSecond / leanRuns[index].requestsPerSecond)),
      cpuMicrosecondsPerRequest: median(results.map((r) => r.cpuMicrosecondsPerRequest)),
      // What the ratio would be if both servers had the machine to themselves: baseline CPU per request over this
      // one's. It holds steady when other work shares the machine, where throughput ratios sink.
      cpuRatio: median(results.map((r, index) => baselineRuns[index].cpuMicrosecondsPerRequest / r.cpuMicrosecondsPerRequest)),
      p50: median(results.map((r) => r.p50)),
      p95: median(results.map((r) => r.p95)),
      p99: median(results.map((r) => r.p99)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      firstErrors: results.flatMap((r) => r.firstErrors).slice(0, 3),
    };
  });
  console.log("\n=== Results (medians of the rounds; ratio = this operation's req/s over the baseline's in the same round) ===");
  console.log(`${"operation".padEnd(38)}${"req/s".padStart(8)}${"ratio".padStart(8)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"CPU µs".padStart(9)}${"CPU ratio".padStart(10)}${"errors".padStart(8)}  mark`);
  let failed = false;
  for (const row of rows) {
    const misses = [];
    if (row.marked) {
      if (row.ratio < MIN_RATIO) misses.push(`ratio < ${MIN_RATIO}`);
      if (row.p95 > MAX_P95_MS) misses.push(`p95 > ${MAX_P95_MS} ms`);
    }
    if (row.p95Marked && row.p95 > row.maxP95Ms) misses.push(`p95 > ${row.maxP95Ms} ms`);
    if (row.errors > 0) misses.push("errors");
    failed ||= misses.length > 0;
    const mark = row.marked || row.p95Marked || row.errors > 0 ? (misses.length ? `MISSED (${misses.join(", ")})` : "ok") : "";
    console.log(`${row.name.padEnd(38)}${fixed(row.requestsPerSecond, 0).padStart(8)}${fixed(row.ratio, 2).padStart(8)}${fixed(row.p50).padStart(9)}${fixed(row.p95).padStart(9)}${fixed(row.p99).padStart(9)}${fixed(row.cpuMicrosecondsPerRequest, 0).padStart(9)}${fixed(row.cpuRatio, 2).padStart(10)}${String(row.errors).padStart(8)}  ${mark}`);
    for (const error of row.firstErrors) console.log(`    e.g. ${error}`);
  }
  const leanRatios = rows.filter((row) => row.marked).map((row) => `${row.name.split(" ")[0]} ${fixed(row.leanRatio, 2)}`);
  console.log(`Ratios to the baseline without yoga's body cap (not marked): ${leanRatios.join(", ")}`);
  await app.stop();

  let profile = null;
  let profileCopy = null;
  if (opts.profile) {
    console.log("\n=== Profiling authenticationInfo and financialAccounts on the API server (node --cpu-prof) ===");
    const profileDir = mkdtempSync(path.join(tmpdir(), "bench-api-profile-"));
    deferCleanup(() => rmSync(profileDir, { recursive: true, force: true }));
    const profiled = await startApiServer({
      cwd: repoRoot,
      env: apiEnv,
      port: appPort,
      nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
    });
    const session = await signIn(profiled.url);
    let requests = 0;
    const windows = [];
    for (const target of targets.slice(1, 3)) {
      const profiledTarget = { ...target, headers: { ...CSRF, cookie: session.cookie } };
      await load(profiledTarget, 1_000);
      const from = performance.now();
      requests += (await load(profiledTarget, opts.seconds * 1000)).requests;
      windows.push([from, performance.now()]);
    }
    const stoppedAt = performance.now();
    await profiled.stop();
    const files = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"));
    const largest = files.map((file) => path.join(profileDir, file)).sort((a, b) => statSync(b).size - statSync(a).size)[0];
    if (!largest) {
      console.log("  (no profile was written)");
    } else {
      const beforeStop = windows.map(([from, to]) => [stoppedAt - from, stoppedAt - to]);
      profile = summarizeCpuProfile(largest, { requests, windows: beforeStop });
      mkdirSync("bench-results", { recursive: true });
      profileCopy = path.join("bench-results", `api-${stamp}.cpuprofile`);
      copyFileSync(largest, profileCopy);
      const line = (entry) => `  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${fixed(entry.microsecondsPerRequest, 0).padStart(6)} µs/req  ${entry.name}`;
      console.log(`Sampled time per request (profiler on, server process): ${fixed(profile.busyMicrosecondsPerRequest, 0)} µs`);
      console.log("Self time by package:");
      profile.owners.forEach((entry) => console.log(line(entry)));
      console.log("Self time by function:");
      profile.functions.forEach((entry) => console.log(line(entry)));
      console.log("Inclusive time of the project's own files (lib/, app/):");
      profile.projectFiles.forEach((entry) => console.log(line(entry)));
    }
  }

  const topology = await measureTopologyScaling(opts, env);

  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `api-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ options: opts, marks: { MIN_RATIO, MAX_P95_MS }, rows, profile, topology }, null, 2));
  console.log(`\nFull results: ${file}`);
  if (profileCopy) console.log(`CPU profile (open in Chrome DevTools > Performance): ${profileCopy}`);
  console.log(failed ? "bench:api: a mark was missed." : "bench:api: every mark met.");
  return failed ? 1 : 0;
}

/**
 * The production topology (nginx, the instances, the worker; scripts/lib/stack.mjs) on the same build: a signed-in
 * read through nginx with one instance behind it, then two, interleaved. Reported, not marked: on two cores the
 * instances, nginx, PostgreSQL and the load generator share the same CPUs.
 */
async function measureTopologyScaling(opts, env) {
  if (!findWrk() || !existsSync("/usr/sbin/nginx")) {
    console.log("\n(The topology round needs nginx and wrk: apt-get install nginx wrk. Skipped.)");
    return null;
  }
  console.log("\n=== Through the topology: nginx in front of one instance, then two (wrk) ===");
  if ((await run(process.execPath, ["scripts/build.mjs", "--packaging-only"], { env, quiet: true })) !== 0) {
    throw new Error("Packaging the build for the topology failed.");
  }
  const stack = await startStack({ distDir: DIST_DIR, ownDatabase: true, log: () => {} });
  deferCleanup(() => stack.stop());
  const cookie = await signInThrough(stack.url, DEMO_MEMBER, DEMO_PASSWORD);
  const scaling = await measureApiScaling({
    stack,
    cookie,
    query: "query { authenticationInfo { id email firstName plans { planId } } }",
    rounds: opts.rounds,
    seconds: opts.seconds,
    connections: opts.connections,
  });
  const runs = (list) => list.map((entry) => fixed(entry.requestsPerSecond, 0)).join(", ");
  // All cores near 100% with one instance: this machine has nothing left for a second one (nginx, PostgreSQL and wrk
  // share its two cores), so the growth here says little about a machine per instance.
  const busy = (list) => `${fixed(median(list.map((entry) => entry.machineBusy)) * 100, 0)}%`;
  console.log(`authenticationInfo through nginx, ${opts.connections} connections:`);
  console.log(`  one instance:  ${fixed(scaling.oneRps, 0)} req/s (rounds ${runs(scaling.runs.one)}), p99 ${fixed(median(scaling.runs.one.map((r) => r.p99)))} ms, machine CPU ${busy(scaling.runs.one)} busy`);
  console.log(`  ${scaling.instances} instances: ${fixed(scaling.allRps, 0)} req/s (rounds ${runs(scaling.runs.all)}), p99 ${fixed(median(scaling.runs.all.map((r) => r.p99)))} ms, machine CPU ${busy(scaling.runs.all)} busy`);
  console.log(`  growth from one instance to ${scaling.instances}: ${fixed(scaling.growth, 2)}x`);
  return scaling;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code ?? 0);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await runCleanups();
    process.exit(1);
  });
