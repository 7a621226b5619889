import { centsToText, sumCents } from "./money-cents";

export type AccountTotals = {
  /** Sum of the accounts' equity (cash plus positions at today's price). */
  equity: string;
  /** Sum of the accounts' gain or loss. */
  gainLoss: string;
  /** Equity minus gain/loss: what the money now there was put in as. */
  invested: string;
};

/** 002 §4 account totals: the sum of equity values, the sum of gain/loss, and equity minus gain/loss. Exact, in cents. */
export function sumAccountTotals(accounts: ReadonlyArray<{ equity: string; gainLoss: string }>): AccountTotals {
  const equity = sumCents(accounts.map((account) => account.equity));
  const gainLoss = sumCents(accounts.map((account) => account.gainLoss));
  return { equity: centsToText(equity), gainLoss: centsToText(gainLoss), invested: centsToText(equity - gainLoss) };
}
