// Lighthouse on a list of pages, several runs each, in one headless Chromium. Lighthouse's defaults are kept: the
// mobile form factor with simulated throttling (a mid-range phone on a slow 4G connection).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { deferCleanup, isStopping } from "./cleanup.mjs";
import { medianRun } from "./median-run.mjs";
import { summarizeLighthouseRun } from "./summarize-lighthouse.mjs";

export const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function erroredRun(url, error) {
  return {
    url,
    runtimeError: error instanceof Error ? error.message : String(error),
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null },
    failingAudits: [],
    performanceHints: [],
  };
}

/**
 * Runs round-robin (every page once, then again), so a slow moment of the machine does not land on one page only.
 * Returns per page the median run by performance score and all runs.
 */
export async function auditPages({ baseUrl, pages, runs, chromePath, onRun = () => {} }) {
  // handleSIGINT off: chrome-launcher's own handler would exit at once, before the bench stops its server.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const closeChrome = deferCleanup(() => chrome.kill());
  const runsByPage = new Map(pages.map((page) => [page, []]));
  let environment = null;
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        if (isStopping()) break;
        const url = new URL(page, baseUrl).href;
        const started = Date.now();
        let summary;
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
          });
          if (!result) throw new Error("Lighthouse returned no result");
          summary = summarizeLighthouseRun(result.lhr);
          environment ??= {
            lighthouseVersion: result.lhr.lighthouseVersion,
            userAgent: result.lhr.environment?.hostUserAgent ?? null,
            formFactor: result.lhr.configSettings?.formFactor ?? null,
            throttlingMethod: result.lhr.configSettings?.throttlingMethod ?? null,
          };
        } catch (error) {
          summary = erroredRun(url, error);
        }
        runsByPage.get(page).push(summary);
        onRun({ page, round, runs, summary, seconds: (Date.now() - started) / 1000 });
      }
    }
  } finally {
    await closeChrome();
  }
  return {
    environment,
    pages: pages.map((page) => ({ path: page, median: medianRun(runsByPage.get(page)), runs: runsByPage.get(page) })),
  };
}
