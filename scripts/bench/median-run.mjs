// Which of several Lighthouse runs of one page to report.

/**
 * The median run by performance score (a run without a score, e.g. one that errored, ranks lowest). With an even
 * number of runs the lower of the two middle runs is taken, so a flaky page is not reported better than it is; ties
 * keep the runs' order.
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  const ranked = runs
    .map((run, index) => ({ run, index, score: run.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return ranked[Math.floor((ranked.length - 1) / 2)].run;
}
