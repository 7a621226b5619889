import { payoffSchedule, type PayoffDebt, type PayoffSchedule } from "./payoff-schedule";

export type PayoffComparison = {
  avalanche: PayoffSchedule;
  snowball: PayoffSchedule;
  minimums: PayoffSchedule;
  /** Interest the strategy saves against paying only the minimums; null when the minimums never pay the debts off. */
  avalancheInterestSavedCents: bigint | null;
  snowballInterestSavedCents: bigint | null;
};

/** Avalanche and snowball with the same extra payment, and paying minimums only as the yardstick. */
export function comparePayoffStrategies({
  debts,
  extraPaymentCents,
}: {
  debts: readonly PayoffDebt[];
  extraPaymentCents: bigint;
}): PayoffComparison {
  const avalanche = payoffSchedule({ debts, strategy: "avalanche", extraPaymentCents });
  const snowball = payoffSchedule({ debts, strategy: "snowball", extraPaymentCents });
  const minimums = payoffSchedule({ debts, strategy: "minimums" });
  const saved = (schedule: PayoffSchedule) =>
    minimums.paidOff && schedule.paidOff ? minimums.totalInterestCents - schedule.totalInterestCents : null;
  return {
    avalanche,
    snowball,
    minimums,
    avalancheInterestSavedCents: saved(avalanche),
    snowballInterestSavedCents: saved(snowball),
  };
}
