// The bench's results as plain-text tables for the terminal.
import { JS_BUDGET_BYTES, LIGHTHOUSE_THRESHOLDS, formatKb } from "./check-budgets.mjs";

function table(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

const seconds = (ms) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? "-" : `${Math.round(ms)} ms`);
const score = (value) => (value === null ? "-" : String(value));
const signedKb = (bytes) => `${bytes >= 0 ? "+" : ""}${formatKb(bytes)}`;
const verdict = (failures) => (failures.length === 0 ? "ok" : "FAIL");

export function formatJavaScriptTable({ floor, sharedJavaScript, routes, budgetBytes = JS_BUDGET_BYTES }) {
  const title =
    `First-load JavaScript and HTML per public route, gzip level 9 (kB = 1000 bytes). ` +
    `Floor (empty Next app): ${formatKb(floor.javascript.gzipBytes)} kB; budget: floor + ${formatKb(budgetBytes)} kB.`;
  const rows = routes.map((route) => [
    route.path,
    route.status,
    formatKb(route.javascript.gzipBytes),
    signedKb(route.jsDeltaBytes),
    route.javascript.scripts.length,
    formatKb(route.inlineScripts.gzipBytes),
    formatKb(route.html.rawBytes),
    formatKb(route.html.gzipBytes),
    verdict(route.failures),
  ]);
  const floorRow = [
    "(floor: empty app /)",
    floor.status,
    formatKb(floor.javascript.gzipBytes),
    "",
    floor.javascript.scripts.length,
    formatKb(floor.inlineScripts.gzipBytes),
    formatKb(floor.html.rawBytes),
    formatKb(floor.html.gzipBytes),
    "",
  ];
  const sharedRow = [
    "(shared by every route)",
    "",
    formatKb(sharedJavaScript.gzipBytes),
    signedKb(sharedJavaScript.gzipBytes - floor.javascript.gzipBytes),
    sharedJavaScript.scripts.length,
    ...Array(4).fill(""),
  ];
  const header = ["Route", "HTTP", "JS kB", "+floor", "files", "inline kB", "HTML kB", "HTML gz kB", ""];
  return `${title}\n${table(header, [floorRow, sharedRow, ...rows])}`;
}

export function formatLighthouseTable({ pages, runs }) {
  const rows = pages.map((page) => {
    const { scores, metrics } = page.median;
    return [
      page.path,
      score(scores.performance),
      score(scores.accessibility),
      score(scores.bestPractices),
      score(scores.seo),
      seconds(metrics.fcpMs),
      seconds(metrics.lcpMs),
      millis(metrics.tbtMs),
      metrics.cls === null ? "-" : metrics.cls.toFixed(3),
      verdict(page.failures),
    ];
  });
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", ""];
  const title = `Lighthouse, mobile (default simulated throttling), median of ${runs} run(s) by performance score.`;
  return `${title}\n${table(header, rows)}`;
}

export function formatFailingAudits(pages, thresholds = LIGHTHOUSE_THRESHOLDS) {
  const lines = [];
  for (const page of pages) {
    const { failingAudits, performanceHints, runtimeError, scores } = page.median;
    if (runtimeError) lines.push(`  ${page.path}: Lighthouse error: ${runtimeError}`);
    const hints = scores.performance !== null && scores.performance < thresholds.performance ? performanceHints : [];
    if (failingAudits.length === 0 && hints.length === 0) continue;
    lines.push(`  ${page.path}`);
    for (const hint of hints) {
      const value = hint.displayValue ? ` (${hint.displayValue})` : "";
      lines.push(`    [performance, score ${hint.score}] ${hint.id}: ${hint.title}${value}`);
    }
    for (const audit of failingAudits) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`    [${audit.categories.join(", ")}] ${audit.id}: ${audit.title}${value}`);
      if (audit.explanation) lines.push(`      ${audit.explanation.split("\n")[0]}`);
      for (const item of audit.items) lines.push(`      - ${item}`);
      if (audit.moreItems > 0) lines.push(`      ... and ${audit.moreItems} more`);
    }
  }
  return lines.length === 0 ? "" : `Failing audits of the median runs (and, where performance missed its mark, its audits under 0.9):\n${lines.join("\n")}`;
}

export function formatReport(results) {
  const sections = [formatJavaScriptTable(results)];
  if (results.lighthouse) {
    sections.push(formatLighthouseTable({ pages: results.lighthouse.pages, runs: results.settings.runs }));
    const audits = formatFailingAudits(results.lighthouse.pages);
    if (audits) sections.push(audits);
  }
  sections.push(
    results.failures.length === 0
      ? "PASS: every threshold and budget met."
      : `FAIL (${results.failures.length}):\n${results.failures.map((failure) => `  ${failure}`).join("\n")}`,
  );
  return sections.join("\n\n");
}
