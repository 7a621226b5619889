// How often a deposit repeats, without zod: the funding page shows them on first load (funding-rules.ts checks them).

export const DEPOSIT_FREQUENCIES = ["ONE_TIME", "WEEKLY", "BIWEEKLY", "MONTHLY"] as const;
export type DepositFrequencyChoice = (typeof DEPOSIT_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<DepositFrequencyChoice, string> = {
  ONE_TIME: "One time",
  WEEKLY: "Every week",
  BIWEEKLY: "Every two weeks",
  MONTHLY: "Every month",
};
