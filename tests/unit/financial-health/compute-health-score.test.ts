import {
  computeHealthScore,
  DEFAULT_HEALTH_SCORE,
  HEALTH_FACTORS,
  type HealthInputs,
} from "@/lib/financial-health/compute-health-score";

const noData: HealthInputs = {
  liquidSavings: 0,
  monthlyExpenses: null,
  monthlyNetIncome: null,
  annualGrossIncome: null,
  consumerDebt: 0,
  mortgageDebt: 0,
  creditScore: null,
  savingsRate: null,
  goalProgress: [],
};

const score = (overrides: Partial<HealthInputs>) => computeHealthScore({ ...noData, ...overrides }).score;
const factor = (overrides: Partial<HealthInputs>, key: string) =>
  computeHealthScore({ ...noData, ...overrides }).factors.find((entry) => entry.key === key)?.score;

describe("computeHealthScore", () => {
  test("the weights add up to 100", () => {
    expect(HEALTH_FACTORS.reduce((sum, { weight }) => sum + weight, 0)).toBe(100);
  });

  test("no data gives the default 50 and every factor unknown", () => {
    const result = computeHealthScore(noData);
    expect(result.score).toBe(DEFAULT_HEALTH_SCORE);
    // Five factors since issue 12 added the savings rate (from transactions).
    expect(result.factors.map(({ score }) => score)).toEqual([null, null, null, null, null]);
  });

  test("assets alone (no expenses, no income) say nothing about health: 50", () => {
    expect(score({ liquidSavings: 25_000 })).toBe(50);
  });

  describe("savings buffer", () => {
    test("six months of expenses in cash is full marks, three months half, none zero", () => {
      expect(factor({ liquidSavings: 12_000, monthlyExpenses: 2_000 }, "savingsBuffer")).toBe(100);
      expect(factor({ liquidSavings: 6_000, monthlyExpenses: 2_000 }, "savingsBuffer")).toBe(50);
      expect(factor({ liquidSavings: 0, monthlyExpenses: 2_000 }, "savingsBuffer")).toBe(0);
      expect(factor({ liquidSavings: 1_000_000, monthlyExpenses: 2_000 }, "savingsBuffer")).toBe(100);
    });

    test("take-home pay stands in for expenses when none are recorded", () => {
      expect(factor({ liquidSavings: 9_000, monthlyNetIncome: 3_000 }, "savingsBuffer")).toBe(50);
    });

    test("a negative cash figure counts as none", () => {
      expect(factor({ liquidSavings: -500, monthlyExpenses: 1_000 }, "savingsBuffer")).toBe(0);
    });
  });

  describe("debt compared with income", () => {
    test("no debt with an income is full marks; debt of 1.5 years of income or more is zero", () => {
      expect(factor({ annualGrossIncome: 60_000 }, "debtToIncome")).toBe(100);
      expect(factor({ annualGrossIncome: 60_000, consumerDebt: 45_000 }, "debtToIncome")).toBe(50);
      expect(factor({ annualGrossIncome: 60_000, consumerDebt: 90_000 }, "debtToIncome")).toBe(0);
      expect(factor({ annualGrossIncome: 60_000, consumerDebt: 500_000 }, "debtToIncome")).toBe(0);
    });

    test("a mortgage counts for a quarter of its balance", () => {
      expect(factor({ annualGrossIncome: 60_000, mortgageDebt: 180_000 }, "debtToIncome")).toBe(50);
    });

    test("debt without any income is zero; neither debt nor income is unknown", () => {
      expect(factor({ consumerDebt: 1_000 }, "debtToIncome")).toBe(0);
      expect(factor({}, "debtToIncome")).toBeNull();
      expect(factor({ annualGrossIncome: 0 }, "debtToIncome")).toBeNull();
    });
  });

  describe("credit score", () => {
    test("scales 300..850 to 0..100 and clamps outside the range", () => {
      expect(factor({ creditScore: 300 }, "creditScore")).toBe(0);
      expect(factor({ creditScore: 850 }, "creditScore")).toBe(100);
      expect(factor({ creditScore: 575 }, "creditScore")).toBe(50);
      expect(factor({ creditScore: 200 }, "creditScore")).toBe(0);
      expect(factor({ creditScore: 900 }, "creditScore")).toBe(100);
    });

    test("a credit score alone decides the score", () => {
      expect(score({ creditScore: 850 })).toBe(100);
      expect(score({ creditScore: 300 })).toBe(0);
      expect(score({ creditScore: 712 })).toBe(75);
    });
  });

  describe("savings rate", () => {
    test("saving 20 % of income or more is full marks, 10 % half, spending it all (or more) zero", () => {
      expect(factor({ savingsRate: 0.2 }, "savingsRate")).toBe(100);
      expect(factor({ savingsRate: 0.5 }, "savingsRate")).toBe(100);
      expect(factor({ savingsRate: 0.1 }, "savingsRate")).toBeCloseTo(50);
      expect(factor({ savingsRate: 0 }, "savingsRate")).toBe(0);
      expect(factor({ savingsRate: -0.4 }, "savingsRate")).toBe(0);
      expect(factor({ savingsRate: null }, "savingsRate")).toBeNull();
    });

    test("a savings rate alone decides the score", () => {
      expect(score({ savingsRate: 0.15 })).toBe(75);
    });
  });

  describe("goals", () => {
    // Since issue 12 each entry is a goal's standing (1 on track or done, 0 behind); the factor is still their mean.
    test("the average standing of the goals, each clamped to 0..1", () => {
      expect(factor({ goalProgress: [1, 0] }, "goals")).toBe(50);
      expect(factor({ goalProgress: [2, -1] }, "goals")).toBe(50);
      expect(factor({ goalProgress: [] }, "goals")).toBeNull();
    });
  });

  test("factors with data are averaged by weight; missing ones are left out", () => {
    // Savings 100 (w24), credit 50 (w20): (2400 + 1000) / 44 = 77.27 (the same as with the old 30 and 25)
    expect(score({ liquidSavings: 12_000, monthlyExpenses: 2_000, creditScore: 575 })).toBe(77);
  });

  test("a full profile: every factor counts with its weight", () => {
    const result = computeHealthScore({
      liquidSavings: 6_000, // 3 months: 50
      monthlyExpenses: 2_000,
      monthlyNetIncome: 3_500,
      annualGrossIncome: 60_000,
      consumerDebt: 45_000, // 0.75 years: 50
      mortgageDebt: 0,
      creditScore: 850, // 100
      savingsRate: null, // no transactions: left out
      goalProgress: [1], // 100
    });
    // (24*50 + 24*50 + 20*100 + 12*100) / 80 = 70: without transactions the score is what it was before issue 12.
    expect(result.score).toBe(70);
  });

  test("a full profile with transactions: the savings rate counts too", () => {
    const result = computeHealthScore({
      ...noData,
      liquidSavings: 6_000, // 3 months of essential spending: 50
      monthlyExpenses: 2_000,
      annualGrossIncome: 60_000,
      consumerDebt: 45_000, // 50
      creditScore: 850, // 100
      savingsRate: 0.05, // a quarter of the 20 % that earns full marks: 25
      goalProgress: [1], // 100
    });
    // (24*50 + 24*50 + 20*100 + 20*25 + 12*100) / 100 = 61
    expect(result.score).toBe(61);
  });

  test("always a whole number between 0 and 100, even for absurd or non-finite figures", () => {
    for (const inputs of [
      { liquidSavings: Number.POSITIVE_INFINITY, monthlyExpenses: 1 },
      { liquidSavings: Number.NaN, monthlyExpenses: 1, creditScore: Number.NaN },
      { consumerDebt: Number.NaN, annualGrossIncome: 10 },
      { creditScore: 10_000, goalProgress: [Number.NaN] },
    ]) {
      const value = score(inputs);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});
