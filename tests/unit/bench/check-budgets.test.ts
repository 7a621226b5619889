import {
  JS_BUDGET_BYTES,
  LIGHTHOUSE_THRESHOLDS,
  checkJsBudget,
  formatKb,
  lighthouseFailures,
  routeFailures,
} from "@/scripts/bench/check-budgets.mjs";

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

describe("lighthouseFailures", () => {
  test("the thresholds are performance 95 and 100 for the other categories", () => {
    expect(LIGHTHOUSE_THRESHOLDS).toEqual({ performance: 95, accessibility: 100, bestPractices: 100, seo: 100 });
  });

  test("passes scores at the thresholds", () => {
    expect(lighthouseFailures(perfect)).toEqual([]);
    expect(lighthouseFailures({ ...perfect, performance: 95 })).toEqual([]);
  });

  test("names every score under its threshold", () => {
    expect(lighthouseFailures({ performance: 94, accessibility: 100, bestPractices: 96, seo: 92 })).toEqual([
      "performance 94 < 95",
      "best-practices 96 < 100",
      "seo 92 < 100",
    ]);
  });

  test("fails a missing score", () => {
    expect(lighthouseFailures({ ...perfect, accessibility: null })).toEqual(["accessibility: no score"]);
  });
});

describe("checkJsBudget", () => {
  test("the budget is 15 kB of gzip over the floor", () => {
    expect(JS_BUDGET_BYTES).toBe(15_000);
  });

  test("allows up to the budget and no more", () => {
    expect(checkJsBudget({ totalBytes: 146_000, floorBytes: 131_000 })).toEqual({ deltaBytes: 15_000, withinBudget: true });
    expect(checkJsBudget({ totalBytes: 146_001, floorBytes: 131_000 })).toEqual({ deltaBytes: 15_001, withinBudget: false });
  });

  test("a route lighter than the floor is within budget", () => {
    expect(checkJsBudget({ totalBytes: 120_000, floorBytes: 131_000 }).withinBudget).toBe(true);
  });

  test("takes another budget", () => {
    expect(checkJsBudget({ totalBytes: 140_000, floorBytes: 131_000, budgetBytes: 5_000 }).withinBudget).toBe(false);
  });
});

describe("routeFailures", () => {
  test("passes a route within budget", () => {
    expect(routeFailures({ status: 200, totalBytes: 140_000, floorBytes: 131_000 })).toEqual([]);
  });

  test("explains a route over budget in kB", () => {
    expect(routeFailures({ status: 200, totalBytes: 156_400, floorBytes: 131_000 })).toEqual([
      "first-load JS +25.4 kB over the floor (budget 15.0 kB)",
    ]);
  });

  test("fails a route that does not answer 200", () => {
    expect(routeFailures({ status: 404, totalBytes: 0, floorBytes: 131_000 })).toEqual(["HTTP 404"]);
  });
});

test("formatKb prints kB of 1000 bytes with one decimal", () => {
  expect(formatKb(134_561)).toBe("134.6");
});
