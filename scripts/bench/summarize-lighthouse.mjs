// What the bench keeps of a Lighthouse result (the full report is megabytes): scores, the core metrics, and every
// failing audit of the non-performance categories with the elements or URLs it names, so a regression is easy to fix.

const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" };
const UNSCORED_MODES = new Set(["manual", "notApplicable", "informative", "error"]);
const ITEMS_PER_AUDIT = 5;

function score100(score) {
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function numericValue(lhr, auditId) {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === "number" ? value : null;
}

/** axe's "Fix any of the following:\n  reason" on one line, without the header. */
function conciseExplanation(text) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/i.test(line))
    .join("; ");
}

/** One line per offending element or resource, from the shapes Lighthouse's audit tables use. */
export function describeAuditItem(item) {
  const node = item.node ?? (item.type === "node" ? item : null);
  if (node && (node.selector || node.snippet)) {
    const parts = [node.selector, node.snippet].filter(Boolean);
    const explanation = node.explanation ? ` (${conciseExplanation(node.explanation)})` : "";
    return `${parts.join(" ")}${explanation}`;
  }
  const text = item.url ?? item.source?.url ?? item.description ?? item.label ?? item.text;
  return typeof text === "string" ? text : JSON.stringify(item).slice(0, 200);
}

export function failingAudits(lhr) {
  const byId = new Map();
  for (const [key, categoryId] of Object.entries(CATEGORIES)) {
    if (key === "performance") continue;
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      if (typeof audit.score !== "number" || audit.score >= 1) continue;
      const known = byId.get(ref.id);
      if (known) {
        known.categories.push(categoryId);
        continue;
      }
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      byId.set(ref.id, {
        id: ref.id,
        categories: [categoryId],
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        explanation: audit.explanation ?? null,
        items: items.slice(0, ITEMS_PER_AUDIT).map(describeAuditItem),
        moreItems: Math.max(0, items.length - ITEMS_PER_AUDIT),
      });
    }
  }
  return [...byId.values()];
}

/** Performance audits (not the metrics themselves) scoring under 0.9: where a missed performance score comes from. */
export function performanceHints(lhr) {
  const hints = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === "metrics" || ref.group === "hidden") continue;
    const audit = lhr.audits[ref.id];
    if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
    if (typeof audit.score !== "number" || audit.score >= 0.9) continue;
    hints.push({ id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null });
  }
  return hints;
}

/** A Lighthouse result reduced to scores (0-100), FCP/LCP/TBT in ms, CLS, the failing audits and performance hints. */
export function summarizeLighthouseRun(lhr) {
  const scores = {};
  for (const [key, categoryId] of Object.entries(CATEGORIES)) scores[key] = score100(lhr.categories[categoryId]?.score);
  return {
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    scores,
    metrics: {
      fcpMs: numericValue(lhr, "first-contentful-paint"),
      lcpMs: numericValue(lhr, "largest-contentful-paint"),
      tbtMs: numericValue(lhr, "total-blocking-time"),
      cls: numericValue(lhr, "cumulative-layout-shift"),
    },
    failingAudits: failingAudits(lhr),
    performanceHints: performanceHints(lhr),
  };
}
