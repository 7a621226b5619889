import { centsToText, toCents } from "./money-cents";

export type BalancePoint = { equity: string; netContributions: string };

export type GainLoss = {
  /** Value change minus the money put in (less taken out) during the period. */
  amount: string;
  /** Against the starting value plus the money put in during the period, two decimals; null when that is not positive. */
  percent: string | null;
};

/**
 * Gain or loss over a period from the balance before it starts (`start`; null when the account did not exist yet,
 * i.e. zero) to its last close (`end`): what the market did, not what the member deposited. The percent divides by
 * the starting value plus the period's contributions (a simple return that counts every deposit as if made on the
 * first day: it never overstates a return on money that arrived late; docs/decisions.md).
 */
export function periodGainLoss({ start, end }: { start: BalancePoint | null; end: BalancePoint }): GainLoss {
  const startEquity = start ? toCents(start.equity) : 0;
  const startContributions = start ? toCents(start.netContributions) : 0;
  const contributed = toCents(end.netContributions) - startContributions;
  const gain = toCents(end.equity) - startEquity - contributed;
  const base = startEquity + contributed;
  return { amount: centsToText(gain), percent: base > 0 ? percentText(gain, base) : null };
}

/** gain / base in percent with two decimals, rounded half away from zero, in integer arithmetic. */
export function percentText(numerator: number, denominator: number): string {
  const negative = numerator < 0 !== denominator < 0 && numerator !== 0;
  const a = BigInt(Math.abs(numerator)) * 10_000n;
  const b = BigInt(Math.abs(denominator));
  const hundredths = (a * 2n + b) / (2n * b);
  const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}
