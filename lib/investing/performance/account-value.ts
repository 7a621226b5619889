import { centsToText, sumCents, toCents } from "./money-cents";
import { percentText } from "./period-gain-loss";

export type AccountValue = {
  /** Cash plus positions at today's price. */
  equity: string;
  /** Deposits less withdrawals, ever (002 §3's gain/loss is against these). */
  netContributions: string;
  /** accountGainLoss: equity minus net contributions. */
  gainLoss: string;
  /** percentGainLoss: gain/loss against net contributions, two decimals; null before any money came in. */
  percentGainLoss: string | null;
};

/** An account's value and its gain or loss since it opened, from the clearing firm's portfolio and activity. */
export function accountValue({
  cash,
  positions,
  activities,
}: {
  cash: string;
  positions: ReadonlyArray<{ marketValue: string }>;
  activities: ReadonlyArray<{ type: string; amount: string }>;
}): AccountValue {
  const equity = toCents(cash) + sumCents(positions.map((position) => position.marketValue));
  const contributions = sumCents(activities.filter((activity) => activity.type === "DEPOSIT" || activity.type === "WITHDRAWAL").map((activity) => activity.amount));
  const gain = equity - contributions;
  return {
    equity: centsToText(equity),
    netContributions: centsToText(contributions),
    gainLoss: centsToText(gain),
    percentGainLoss: contributions > 0 ? percentText(gain, contributions) : null,
  };
}
