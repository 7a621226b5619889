import { describeAuditItem, summarizeLighthouseRun } from "@/scripts/bench/summarize-lighthouse.mjs";
import type { LighthouseResultLike } from "@/scripts/bench/summarize-lighthouse.mjs";

const audit = (score: number | null, extra: Record<string, unknown> = {}) => ({
  title: "An audit",
  score,
  scoreDisplayMode: score === null ? "notApplicable" : "binary",
  ...extra,
});

const lhr: LighthouseResultLike = {
  finalDisplayedUrl: "http://127.0.0.1:4000/pricing",
  categories: {
    performance: {
      score: 0.934,
      auditRefs: [
        { id: "largest-contentful-paint", group: "metrics" },
        { id: "render-blocking-insight", group: "insights" },
        { id: "unused-javascript", group: "diagnostics" },
      ],
    },
    accessibility: { score: 0.96, auditRefs: [{ id: "color-contrast" }, { id: "image-alt" }, { id: "tabindex" }] },
    "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console" }] },
    seo: { score: 0.92, auditRefs: [{ id: "meta-description" }, { id: "color-contrast" }] },
  },
  audits: {
    "first-contentful-paint": audit(0.9, { numericValue: 912.4 }),
    "largest-contentful-paint": audit(0.8, { numericValue: 2400.5 }),
    "total-blocking-time": audit(1, { numericValue: 40 }),
    "cumulative-layout-shift": audit(1, { numericValue: 0.01 }),
    "render-blocking-insight": audit(0, {
      title: "Render blocking requests",
      scoreDisplayMode: "metricSavings",
      displayValue: "Est savings of 300 ms",
    }),
    "unused-javascript": audit(0.95, { scoreDisplayMode: "metricSavings" }),
    "color-contrast": audit(0, {
      title: "Background and foreground colors do not have a sufficient contrast ratio.",
      details: {
        items: [
          {
            node: {
              type: "node",
              selector: "footer > p",
              snippet: '<p class="text-muted">',
              explanation:
                "Fix any of the following:\n  Element has insufficient color contrast of 3.9\n  Expected ratio 4.5:1",
            },
          },
        ],
      },
    }),
    "image-alt": audit(1),
    tabindex: audit(null),
    "errors-in-console": audit(1),
    "meta-description": audit(0, {
      title: "Document does not have a meta description",
      explanation: "Description text is empty.",
    }),
  },
};

describe("summarizeLighthouseRun", () => {
  const summary = summarizeLighthouseRun(lhr);

  test("reports the four scores out of 100 and the core metrics", () => {
    expect(summary.url).toBe("http://127.0.0.1:4000/pricing");
    expect(summary.runtimeError).toBeNull();
    expect(summary.scores).toEqual({ performance: 93, accessibility: 96, bestPractices: 100, seo: 92 });
    expect(summary.metrics).toEqual({ fcpMs: 912.4, lcpMs: 2400.5, tbtMs: 40, cls: 0.01 });
  });

  test("lists failing audits of the non-performance categories once each, with what to fix", () => {
    expect(summary.failingAudits.map((failing) => failing.id)).toEqual(["color-contrast", "meta-description"]);
    const [contrast, description] = summary.failingAudits;
    expect(contrast?.categories).toEqual(["accessibility", "seo"]);
    expect(contrast?.items).toEqual(['footer > p <p class="text-muted"> (Element has insufficient color contrast of 3.9; Expected ratio 4.5:1)']);
    expect(description?.explanation).toBe("Description text is empty.");
  });

  test("gives the performance audits under 0.9, not the metrics", () => {
    expect(summary.performanceHints).toEqual([
      { id: "render-blocking-insight", title: "Render blocking requests", score: 0, displayValue: "Est savings of 300 ms" },
    ]);
  });

  test("reports a run that errored without scores", () => {
    const errored = summarizeLighthouseRun({
      runtimeError: { message: "NO_FCP" },
      categories: { performance: { score: null, auditRefs: [] } },
      audits: {},
    });
    expect(errored.runtimeError).toBe("NO_FCP");
    expect(errored.scores).toEqual({ performance: null, accessibility: null, bestPractices: null, seo: null });
    expect(errored.failingAudits).toEqual([]);
  });
});

describe("describeAuditItem", () => {
  test("names a resource by its URL", () => {
    expect(describeAuditItem({ url: "http://127.0.0.1:4000/_next/static/chunks/a.js" })).toBe(
      "http://127.0.0.1:4000/_next/static/chunks/a.js",
    );
    expect(describeAuditItem({ source: { url: "http://127.0.0.1:4000/x.js" }, description: "Error" })).toBe(
      "http://127.0.0.1:4000/x.js",
    );
  });
});
