// The financial health score (hfhs, 0 to 100) from a member's figures. Pure: the loader (load-health-inputs.ts) reads
// the database, this decides. Weights and thresholds are explained in docs/decisions.md (financial health); the /health page
// shows the same factors, so they are exported with their plain-language descriptions.
//
// Figures are plain numbers here: the score works with ratios of money, never stores or shows money.

export const DEFAULT_HEALTH_SCORE = 50;

/** Six months of spending in cash scores full marks (the common emergency-fund guideline). */
export const FULL_BUFFER_MONTHS = 6;
/** Weighted debt of 1.5 years of gross income (or more) scores zero; no debt scores full marks. */
export const ZERO_SCORE_DEBT_TO_INCOME = 1.5;
/** A mortgage counts a quarter of its balance: it is secured, long and usually sized at 3 to 4 times income. */
export const MORTGAGE_WEIGHT = 0.25;
/** Saving a fifth of income (the common 50/30/20 guideline) scores full marks; spending all of it scores zero. */
export const FULL_SAVINGS_RATE = 0.2;
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

export type HealthFactorKey = "savingsBuffer" | "debtToIncome" | "creditScore" | "savingsRate" | "goals";

export type HealthFactorInfo = { key: HealthFactorKey; label: string; weight: number; description: string };

/**
 * In the order the page lists them. Weights add up to 100. The four original factors keep their proportions
 * (30:30:25:15 became 24:24:20:12), so a member without transactions, whose savings rate is unknown and left out,
 * scores as before (docs/decisions.md, "Health score from real spending").
 */
export const HEALTH_FACTORS: readonly HealthFactorInfo[] = [
  {
    key: "savingsBuffer",
    label: "Savings buffer",
    weight: 24,
    description:
      "Cash in checking, savings and money market accounts compared with a month of essential spending (from your transactions over the last 3 months, or the expenses you entered). Six months or more earns full marks.",
  },
  {
    key: "debtToIncome",
    label: "Debt compared with income",
    weight: 24,
    description:
      "Credit card and loan balances compared with your yearly income (a mortgage counts for a quarter of its balance). Paying debt down raises it.",
  },
  {
    key: "creditScore",
    label: "Credit score",
    weight: 20,
    description: "Your latest credit score on the 300 to 850 scale. 850 earns full marks.",
  },
  {
    key: "savingsRate",
    label: "Savings rate",
    weight: 20,
    description:
      "The part of your income you did not spend over the last 3 full months, from your transactions. Saving 20% or more earns full marks.",
  },
  {
    key: "goals",
    label: "Goals on track",
    weight: 12,
    description: "The share of your savings and pay-off goals that are on pace for their target date. Completed goals count in full.",
  },
];

export type HealthInputs = {
  /** Liquid assets (checking, savings, money market). */
  liquidSavings: number;
  /**
   * Essential spending per month: the median of the last 3 full months of essential transactions when the member has
   * transactions, else the expenses they entered; null when neither is known.
   */
  monthlyExpenses: number | null;
  /** Take-home pay per month, standing in for expenses when none are recorded; null when no income. */
  monthlyNetIncome: number | null;
  /** Gross income per year; null when no income is recorded. */
  annualGrossIncome: number | null;
  /** Credit card and non-mortgage loan balances. */
  consumerDebt: number;
  mortgageDebt: number;
  /** The latest credit score, or null. */
  creditScore: number | null;
  /** (Income - spending) / income over the last 3 full months of transactions; null without transactions or income. */
  savingsRate: number | null;
  /** Each money goal's standing, 0 to 1 (1: done or on track, 0: behind). Empty when no goal can be judged. */
  goalProgress: readonly number[];
};

export type HealthFactorScore = { key: HealthFactorKey; weight: number; /** 0 to 100, or null when unknown. */ score: number | null };

export type HealthScore = { score: number; factors: HealthFactorScore[] };

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const positive = (value: number | null) => (value != null && Number.isFinite(value) && value > 0 ? value : null);

/** Months of spending the liquid savings cover (the savings buffer), or null when spending is unknown. */
export function emergencyFundMonths({ liquidSavings, monthlyExpenses, monthlyNetIncome }: HealthInputs): number | null {
  const monthlySpending = positive(monthlyExpenses) ?? positive(monthlyNetIncome);
  if (monthlySpending === null) return null;
  return Math.max(0, liquidSavings) / monthlySpending;
}

function savingsBufferScore(inputs: HealthInputs): number | null {
  const months = emergencyFundMonths(inputs);
  return months === null ? null : clamp01(months / FULL_BUFFER_MONTHS) * 100;
}

function debtToIncomeScore({ consumerDebt, mortgageDebt, annualGrossIncome }: HealthInputs): number | null {
  const weightedDebt = Math.max(0, consumerDebt) + Math.max(0, mortgageDebt) * MORTGAGE_WEIGHT;
  const income = positive(annualGrossIncome);
  if (income === null) return weightedDebt > 0 ? 0 : null;
  return (1 - clamp01(weightedDebt / income / ZERO_SCORE_DEBT_TO_INCOME)) * 100;
}

function creditScoreScore({ creditScore }: HealthInputs): number | null {
  if (creditScore == null || !Number.isFinite(creditScore)) return null;
  return clamp01((creditScore - CREDIT_SCORE_MIN) / (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN)) * 100;
}

function savingsRateScore({ savingsRate }: HealthInputs): number | null {
  if (savingsRate == null || Number.isNaN(savingsRate)) return null;
  return clamp01(savingsRate / FULL_SAVINGS_RATE) * 100;
}

function goalsScore({ goalProgress }: HealthInputs): number | null {
  if (goalProgress.length === 0) return null;
  return (goalProgress.reduce((sum, progress) => sum + clamp01(progress), 0) / goalProgress.length) * 100;
}

const scorers: Record<HealthFactorKey, (inputs: HealthInputs) => number | null> = {
  savingsBuffer: savingsBufferScore,
  debtToIncome: debtToIncomeScore,
  creditScore: creditScoreScore,
  savingsRate: savingsRateScore,
  goals: goalsScore,
};

/**
 * The weighted average of the factors the member's data lets us judge; a factor with no data is left out and the
 * others' weights scale up. Nothing to judge gives the default 50 (000 §9). Rounded to a whole number, 0 to 100.
 */
export function computeHealthScore(inputs: HealthInputs): HealthScore {
  const factors = HEALTH_FACTORS.map(({ key, weight }) => ({ key, weight, score: scorers[key](inputs) }));
  const known = factors.filter((factor): factor is HealthFactorScore & { score: number } => factor.score !== null);
  const totalWeight = known.reduce((sum, factor) => sum + factor.weight, 0);
  if (totalWeight === 0) return { score: DEFAULT_HEALTH_SCORE, factors };
  const weighted = known.reduce((sum, factor) => sum + factor.weight * factor.score, 0) / totalWeight;
  return { score: Math.min(100, Math.max(0, Math.round(weighted))), factors };
}
