import type { ScriptSize } from "./shared-scripts.mjs";
import type { LighthouseRunSummary } from "./summarize-lighthouse.mjs";

export type PageMeasurement = {
  path: string;
  status: number;
  html: { rawBytes: number; gzipBytes: number };
  javascript: { gzipBytes: number; rawBytes: number; scripts: ScriptSize[] };
  inlineScripts: { count: number; rawBytes: number; gzipBytes: number };
};

export type RouteResult = PageMeasurement & { jsDeltaBytes: number; failures: string[] };
export type LighthousePageResult = { path: string; median: LighthouseRunSummary; failures: string[] };

export type ReportInput = {
  settings: { runs: number };
  floor: PageMeasurement;
  sharedJavaScript: { gzipBytes: number; scripts: ScriptSize[] };
  routes: RouteResult[];
  lighthouse: { pages: LighthousePageResult[] } | null;
  failures: string[];
};

export function formatJavaScriptTable(input: {
  floor: PageMeasurement;
  sharedJavaScript: { gzipBytes: number; scripts: ScriptSize[] };
  routes: RouteResult[];
  budgetBytes?: number;
}): string;
export function formatLighthouseTable(input: { pages: LighthousePageResult[]; runs: number }): string;
export function formatFailingAudits(pages: LighthousePageResult[], thresholds?: { performance: number }): string;
export function formatReport(results: ReportInput): string;
