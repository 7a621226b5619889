export type LighthouseScores = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
};

export const LIGHTHOUSE_THRESHOLDS: Readonly<Record<keyof LighthouseScores, number>>;
export const JS_BUDGET_BYTES: number;

export function lighthouseFailures(
  scores: LighthouseScores,
  thresholds?: Readonly<Partial<Record<keyof LighthouseScores, number>>>,
): string[];
export function checkJsBudget(input: { totalBytes: number; floorBytes: number; budgetBytes?: number }): {
  deltaBytes: number;
  withinBudget: boolean;
};
export function routeFailures(input: {
  status: number;
  totalBytes: number;
  floorBytes: number;
  budgetBytes?: number;
}): string[];
export function formatKb(bytes: number): string;
