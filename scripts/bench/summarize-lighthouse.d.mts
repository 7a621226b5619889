import type { LighthouseScores } from "./check-budgets.mjs";

export type FailingAudit = {
  id: string;
  categories: string[];
  title: string;
  score: number;
  displayValue: string | null;
  explanation: string | null;
  items: string[];
  moreItems: number;
};

export type PerformanceHint = { id: string; title: string; score: number; displayValue: string | null };

export type LighthouseRunSummary = {
  url: string | null;
  runtimeError: string | null;
  scores: LighthouseScores;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
  failingAudits: FailingAudit[];
  performanceHints: PerformanceHint[];
};

/** The parts of Lighthouse's result (LH.Result) the summary reads. */
export type LighthouseResultLike = {
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        explanation?: string;
        details?: { items?: Record<string, unknown>[] };
      }
    | undefined
  >;
};

export function describeAuditItem(item: Record<string, unknown>): string;
export function failingAudits(lhr: LighthouseResultLike): FailingAudit[];
export function performanceHints(lhr: LighthouseResultLike): PerformanceHint[];
export function summarizeLighthouseRun(lhr: LighthouseResultLike): LighthouseRunSummary;
