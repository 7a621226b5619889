// The bench's pass marks: Lighthouse scores (0-100) and first-load JavaScript over the empty-app floor.

export const LIGHTHOUSE_THRESHOLDS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };

/** First-load JavaScript a route may add over an empty Next app, gzip bytes (kB = 1000 bytes, as Next prints). */
export const JS_BUDGET_BYTES = 15_000;

const CATEGORY_LABELS = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/** The scores under their thresholds, as readable lines; a missing score (an errored run) fails too. */
export function lighthouseFailures(scores, thresholds = LIGHTHOUSE_THRESHOLDS) {
  const failures = [];
  for (const [category, minimum] of Object.entries(thresholds)) {
    const score = scores[category];
    const label = CATEGORY_LABELS[category] ?? category;
    if (score === null || score === undefined) failures.push(`${label}: no score`);
    else if (score < minimum) failures.push(`${label} ${score} < ${minimum}`);
  }
  return failures;
}

/** A route's first-load JavaScript against the floor; over budget when it adds more than `budgetBytes`. */
export function checkJsBudget({ totalBytes, floorBytes, budgetBytes = JS_BUDGET_BYTES }) {
  const deltaBytes = totalBytes - floorBytes;
  return { deltaBytes, withinBudget: deltaBytes <= budgetBytes };
}

/** Why a measured route fails: a page that does not answer 200 cannot be judged, so it fails too. */
export function routeFailures({ status, totalBytes, floorBytes, budgetBytes = JS_BUDGET_BYTES }) {
  if (status !== 200) return [`HTTP ${status}`];
  const { deltaBytes, withinBudget } = checkJsBudget({ totalBytes, floorBytes, budgetBytes });
  return withinBudget ? [] : [`first-load JS +${formatKb(deltaBytes)} kB over the floor (budget ${formatKb(budgetBytes)} kB)`];
}

export function formatKb(bytes) {
  return (bytes / 1000).toFixed(1);
}
