#!/usr/bin/env node
// `npm run bench:member`: first-load JavaScript and HTML of every signed-in page, measured as the demo member, the
// demo plan administrator and the demo staff member see them, against the empty-app floor. Builds into .next-bench/
// (or reuses it with --no-build), measures the floor (scripts/bench/floor-app.mjs, as bench:site does), serves the app
// on a throwaway embedded database with the demo data, signs in through the product's own screens in Chromium and
// measures each page with that session. Exits 1 when a page adds more than MEMBER_JS_BUDGET_BYTES to the floor, does
// not answer 200, or cannot be found. See docs/benchmarks.md.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { findChromium, freePort, runTs } from "../lib/run.mjs";
import { formatKb, routeFailures } from "./check-budgets.mjs";
import { cleanUpOnSignals, deferCleanup, runCleanups } from "./cleanup.mjs";
import { measureFloor } from "./floor-app.mjs";
import { measurePage } from "./measure-page.mjs";
import { buildNextApp, startNextServer } from "./next-app.mjs";

/** What a signed-in page may add to an empty Next app's first-load JavaScript, gzip bytes (kB = 1000 bytes). */
export const MEMBER_JS_BUDGET_BYTES = 60_000;
const DEMO_PASSWORD = "Demo-Password-2026!";

/**
 * A page is a path; or, for pages whose address holds an id, a link found on another page's HTML (`from`, whose path
 * matches `link`, plus an optional `suffix`), or the first id a GraphQL query answers (`query`, `pick`, `path`), for
 * lists the browser loads after the page.
 */
const firstGoal = {
  query: "query { financialGoals { id } }",
  pick: (data) => data.financialGoals[0]?.id,
};
const firstInvestingAccount = {
  query: "query { apexAccounts { id } }",
  pick: (data) => data.apexAccounts[0]?.id,
};
/** The same account by the clearing firm's id, which the dashboard and the risk quiz take. */
const firstClearingAccount = {
  query: "query { apexAccounts { accountId } }",
  pick: (data) => data.apexAccounts[0]?.accountId,
};
/** A model portfolio other than the account's, for the change page (set when the bench opens the account). */
const investing = { otherPortfolioId: "" };
const PAGES = [
  {
    as: "member",
    email: "alex.morgan@example.com",
    pages: [
      "/health",
      "/accounts",
      "/transactions",
      "/transactions/rules",
      "/budget",
      { query: "query { budgetCategories { id } }", pick: (data) => data.budgetCategories[0]?.id, path: (id) => `/budget-category/${id}` },
      "/spend",
      "/goals",
      { ...firstGoal, path: (id) => `/goals/${id}` },
      { ...firstGoal, path: (id) => `/goals/${id}/edit` },
      "/goal/new",
      "/goals/debt-payoff",
      "/investing",
      "/investing/fund",
      "/investing/rollover",
      { ...firstInvestingAccount, path: (id) => `/investing/${id}/portfolio` },
      { ...firstInvestingAccount, path: (id) => `/investing/${id}/portfolio/change?modelPortfolioId=${investing.otherPortfolioId}` },
      { ...firstInvestingAccount, path: (id) => `/investing/${id}/browse` },
      { ...firstClearingAccount, path: (id) => `/investing/dashboard/${id}` },
      { ...firstClearingAccount, path: (id) => `/investing/kyc?accountId=${id}` },
      "/investing/register",
      "/contact",
      "/plan-details",
      "/notifications",
      "/documents",
      "/account-details",
      "/account-details/mfa",
      "/plaid-oauth",
    ],
  },
  {
    as: "plan administrator",
    email: "dana.whitfield@acmelogistics.example.com",
    pages: [
      "/dashboard",
      { from: "/dashboard", link: /^\/dashboard\/[^/]+$/, suffix: "/engagement" },
      { from: "/dashboard", link: /^\/dashboard\/[^/]+$/, suffix: "/outcomes" },
      { from: "/dashboard", link: /^\/dashboard\/[^/]+$/, suffix: "/roster" },
      { from: "/dashboard", link: /^\/dashboard\/[^/]+$/, suffix: "/communications" },
      { from: "/dashboard", link: /^\/dashboard\/[^/]+$/, suffix: "/settings" },
    ],
  },
  {
    as: "staff",
    email: "taylor.brooks@mariner.com",
    staff: true,
    pages: [
      "/customers",
      { from: "/customers", link: /^\/customers\/[^/]+$/ },
      "/admin/feedback",
      "/plan-success-dashboard",
      { from: "/plan-success-dashboard", link: /^\/plans\/[^/]+$/ },
    ],
  },
  { as: "coach", email: "jamie.rivera@mariner.com", staff: true, pages: ["/coaching/calendar"] },
  { as: "advisor", email: "priya.shah@example.com", pages: ["/advisor/plan/create"] },
];

const DIST_DIR = ".next-bench";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(repoRoot);
const build = !process.argv.includes("--no-build");
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
delete baseEnv.DATABASE_URL; // always the throwaway embedded database, never a configured one
const env = { ...baseEnv, NEXT_DIST_DIR: DIST_DIR };
const floorEnv = { ...baseEnv };
delete floorEnv.NEXT_DIST_DIR;

/** Signs in as a person would: the log-in screen, or for staff the staff identity provider (the local stand-in). */
async function sessionCookie(browser, baseUrl, { email, staff = false }) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000); // a busy machine (builds, tests) can take its time over a sign-in
    if (staff) {
      await page.goto("/api/auth/okta");
      await page.getByLabel("Staff email").fill(email);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/health");
    } else {
      await page.goto("/log-in");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/log-in");
    }
    return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await context.close();
  }
}

/** Where `pagePath` lands for this session (e.g. /dashboard goes on to the administrator's plan), and its HTML. */
async function landing(baseUrl, pagePath, cookie) {
  let current = pagePath;
  for (let hop = 0; hop < 4; hop += 1) {
    const response = await fetch(new URL(current, baseUrl), { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { path: current, html };
    const next = new URL(location, baseUrl);
    if (next.origin !== new URL(baseUrl).origin) return { path: current, html };
    current = `${next.pathname}${next.search}`;
  }
  return { path: current, html: "" };
}

/** The first same-origin link of `html` whose path matches `pattern`, or null. */
function findLink(html, pattern) {
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const url = new URL(href.replaceAll("&amp;", "&"), "http://x");
    if (url.origin === "http://x" && pattern.test(url.pathname)) return url.pathname;
  }
  return null;
}

/** The `data` of a GraphQL query sent with this session (the CSRF header the server requires included). */
async function graphqlData(baseUrl, query, cookie) {
  const response = await fetch(new URL("/api/graphql", baseUrl), {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query}: ${body.errors[0].message}`);
  return body.data;
}

/** POSTs JSON with this session to a dev route (the sandbox controls); throws unless it answers 2xx. */
async function postJson(baseUrl, routePath, cookie, data) {
  const response = await fetch(new URL(routePath, baseUrl), {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(data),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${routePath} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The demo member has no investing account: open one at the built-in sandbox clearing firm, approved and with a model
 * portfolio, as the investing end-to-end tests do (staff's dev routes), so the account's own pages are measured too.
 */
async function openInvestingAccount(baseUrl, { staffCookie, memberCookie, email }) {
  const opened = await postJson(baseUrl, "/api/dev/investing-applications", staffCookie, { email });
  const accountId = String(opened.accountId);
  await postJson(baseUrl, "/api/dev/clearing-firm", staffCookie, { action: "force", accountId, outcome: "APPROVED" });
  const query = `query { modelPortfolios(accountId: ${JSON.stringify(accountId)}) { accountState portfolios { id } } }`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { modelPortfolios } = await graphqlData(baseUrl, query, memberCookie);
    if (modelPortfolios.accountState === "ACTIVE") {
      const [chosen, other] = modelPortfolios.portfolios;
      const mutation = `mutation { changeModelPortfolio(accountId: ${JSON.stringify(accountId)}, modelPortfolioId: ${JSON.stringify(chosen.id)}) { error } }`;
      const { changeModelPortfolio } = await graphqlData(baseUrl, mutation, memberCookie);
      if (changeModelPortfolio.error) throw new Error(`Choosing a portfolio failed: ${changeModelPortfolio.error}`);
      investing.otherPortfolioId = other.id;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The sandbox investing account did not become active within a minute.");
}

async function resolvePath(baseUrl, page, cookie) {
  if (typeof page === "string") return { asked: page, path: (await landing(baseUrl, page, cookie)).path };
  if (page.query) {
    const id = page.pick(await graphqlData(baseUrl, page.query, cookie));
    const asked = page.path("{id}");
    if (!id) return { asked, path: null, none: true };
    return { asked, path: (await landing(baseUrl, page.path(encodeURIComponent(id)), cookie)).path };
  }
  const source = await landing(baseUrl, page.from, cookie);
  const found = findLink(source.html, page.link);
  const asked = `${page.from} → ${page.link.source}${page.suffix ?? ""}`;
  if (!found) return { asked, path: null };
  return { asked, path: (await landing(baseUrl, `${found}${page.suffix ?? ""}`, cookie)).path };
}

async function main() {
  const startedAt = new Date();
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  if (build || !existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
    console.log(`=== Building the app into ${DIST_DIR}/ ===`);
    await buildNextApp({ cwd: repoRoot, env });
  }

  console.log("=== Measuring the floor: an empty Next app (build and serve) ===");
  const floor = await measureFloor({ repoRoot, env: floorEnv });
  if (floor.status !== 200) throw new Error(`The empty app answered HTTP ${floor.status}`);
  const floorBytes = floor.javascript.gzipBytes;
  console.log(`Floor: ${formatKb(floorBytes)} kB gzip in ${floor.javascript.scripts.length} scripts.`);

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
    const member = PAGES.find((person) => person.as === "member");
    const staff = PAGES.find((person) => person.as === "staff");
    await openInvestingAccount(server.url, {
      staffCookie: await sessionCookie(browser, server.url, staff),
      memberCookie: await sessionCookie(browser, server.url, member),
      email: member.email,
    });
    for (const person of PAGES) {
      const cookie = await sessionCookie(browser, server.url, person);
      for (const page of person.pages) {
        const { asked, path: pagePath, none = false } = await resolvePath(server.url, page, cookie);
        if (none) {
          // The demo data has no such record for this person (the demo member has no investing account yet).
          rows.push({ asked, path: asked, as: person.as, status: null, skipped: true, failures: [] });
          continue;
        }
        if (!pagePath) {
          rows.push({ asked, path: asked, as: person.as, status: null, failures: ["no such link found"] });
          continue;
        }
        const measured = await measurePage({ baseUrl: server.url, path: pagePath, scriptCache, headers: { cookie } });
        const failures = routeFailures({
          status: measured.status,
          totalBytes: measured.javascript.gzipBytes,
          floorBytes,
          budgetBytes: MEMBER_JS_BUDGET_BYTES,
        });
        rows.push({ asked, as: person.as, ...measured, path: pagePath, jsDeltaBytes: measured.javascript.gzipBytes - floorBytes, failures });
      }
    }
  } finally {
    await server.stop();
    await removeData();
  }

  console.log(
    `\nFirst-load JavaScript per signed-in page, gzip level 9 (kB = 1000 bytes). Floor (empty Next app): ` +
      `${formatKb(floorBytes)} kB; budget: floor + ${formatKb(MEMBER_JS_BUDGET_BYTES)} kB = ${formatKb(floorBytes + MEMBER_JS_BUDGET_BYTES)} kB.`,
  );
  for (const row of rows) {
    const measured = row.javascript
      ? [
          `${formatKb(row.javascript.gzipBytes).padStart(6)} kB`,
          `+${formatKb(row.jsDeltaBytes)}`.padStart(6),
          `in ${String(row.javascript.scripts.length).padStart(2)} scripts`,
          `HTML ${formatKb(row.html.gzipBytes).padStart(5)} kB gzip`,
        ].join("  ")
      : "";
    console.log(
      [
        row.path.padEnd(52),
        String(row.status ?? "-").padStart(4),
        measured,
        `as ${row.as}`,
        row.skipped ? "skipped: none in the demo data" : row.failures.length === 0 ? "ok" : `FAIL (${row.failures.join(", ")})`,
      ].join("  "),
    );
  }

  const passed = rows.every((row) => row.failures.length === 0);
  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `member-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const results = { startedAt: startedAt.toISOString(), budgetBytes: MEMBER_JS_BUDGET_BYTES, floor, pages: rows, passed };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFull results: ${file}`);
  return passed ? 0 : 1;
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
