import { formatReport } from "@/scripts/bench/format-report.mjs";

const page = (path: string, gzipBytes: number, status = 200) => ({
  path,
  status,
  html: { rawBytes: 40_000, gzipBytes: 9_000 },
  javascript: { gzipBytes, rawBytes: gzipBytes * 3, scripts: [{ url: "/_next/a.js", rawBytes: 3, gzipBytes: 1 }] },
  inlineScripts: { count: 2, rawBytes: 9_000, gzipBytes: 3_000 },
});
const floor = page("/", 131_000);

const median = (performance: number) => ({
  url: null,
  runtimeError: null,
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs: 2100, tbtMs: 40, cls: 0 },
  failingAudits: [],
  performanceHints: [{ id: "render-blocking-insight", title: "Render blocking requests", score: 0, displayValue: null }],
});

test("formatReport shows each route and page with its verdict and lists what failed", () => {
  const report = formatReport({
    settings: { runs: 3 },
    floor,
    sharedJavaScript: { gzipBytes: 140_000, scripts: [] },
    routes: [
      { ...page("/", 140_000), jsDeltaBytes: 9_000, failures: [] },
      { ...page("/pricing", 150_000), jsDeltaBytes: 19_000, failures: ["first-load JS +19.0 kB over the floor"] },
    ],
    lighthouse: {
      pages: [
        { path: "/", median: median(98), failures: [] },
        { path: "/pricing", median: median(90), failures: ["performance 90 < 95"] },
      ],
    },
    failures: ["/pricing: first-load JS +19.0 kB over the floor", "Lighthouse /pricing: performance 90 < 95"],
  });
  const lines = report.split("\n");
  expect(lines.find((line) => line.startsWith("/pricing ") && line.includes("+19.0"))).toMatch(/FAIL$/);
  expect(lines.find((line) => line.startsWith("/ ") && line.includes("+9.0"))).toMatch(/ok$/);
  expect(lines.find((line) => line.startsWith("/pricing ") && line.includes("2.10 s"))).toMatch(/FAIL$/);
  // Performance hints only for the page that missed its mark.
  expect(report.match(/render-blocking-insight/g)).toHaveLength(1);
  expect(report).toContain("FAIL (2):");
});
