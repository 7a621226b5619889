// The orders that bring an account to its model portfolio (pure; cents). Two cases:
// - new money (no portfolio change): only buys, the cash spread over the funds furthest below their target;
// - a portfolio change: a full rebalance, selling what is above target (everything the new model does not hold)
//   and buying what is below, with the cash the sales free.
// Orders under MIN_ORDER_CENTS are left out (the clearing firm refuses them); what they would have moved stays cash.

export const MIN_ORDER_CENTS = 100;

export type Holding = { symbol: string; valueCents: number };
export type Target = { symbol: string; weightBasisPoints: number };
export type PlannedOrder = { symbol: string; side: "BUY" | "SELL"; notionalCents: number };

export function planRebalanceOrders({
  cashCents,
  holdings,
  targets,
  fullRebalance,
}: {
  cashCents: number;
  holdings: Holding[];
  targets: Target[];
  fullRebalance: boolean;
}): PlannedOrder[] {
  const current = new Map(holdings.map((holding) => [holding.symbol, holding.valueCents]));
  const total = cashCents + holdings.reduce((sum, holding) => sum + holding.valueCents, 0);
  const targetValue = new Map(targets.map((target) => [target.symbol, Math.floor((total * target.weightBasisPoints) / 10_000)]));
  const orders: PlannedOrder[] = [];
  let spendable = cashCents;

  if (fullRebalance) {
    for (const holding of [...holdings].sort((a, b) => a.symbol.localeCompare(b.symbol))) {
      const excess = holding.valueCents - (targetValue.get(holding.symbol) ?? 0);
      if (excess >= MIN_ORDER_CENTS) {
        orders.push({ symbol: holding.symbol, side: "SELL", notionalCents: excess });
        spendable += excess;
      }
    }
  }

  const deficits = targets
    .map((target) => ({ symbol: target.symbol, deficit: (targetValue.get(target.symbol) ?? 0) - (current.get(target.symbol) ?? 0) }))
    .filter((entry) => entry.deficit > 0);
  const totalDeficit = deficits.reduce((sum, entry) => sum + entry.deficit, 0);
  if (totalDeficit === 0 || spendable < MIN_ORDER_CENTS) return orders;
  // Spread what can be spent in proportion to each fund's shortfall (all of it when the cash covers every shortfall).
  const budget = Math.min(spendable, totalDeficit);
  for (const { symbol, deficit } of deficits.sort((a, b) => a.symbol.localeCompare(b.symbol))) {
    const notionalCents = Math.floor((budget * deficit) / totalDeficit);
    if (notionalCents >= MIN_ORDER_CENTS) orders.push({ symbol, side: "BUY", notionalCents });
  }
  return orders;
}
