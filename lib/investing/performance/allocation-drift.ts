import { toCents } from "./money-cents";

// Target against actual allocation (issue 16 item 5). Weights are basis points (10000 = the whole invested value),
// drift is actual minus target. The actual weights are of the positions' market value: cash waiting to be invested is
// buying power, shown on its own, not a fund that drifts (docs/decisions.md).

export type FundKind = "STOCK" | "BOND";

export type TargetFund = { symbol: string; kind: FundKind; weightBasisPoints: number };
export type HeldPosition = { symbol: string; marketValue: string };

export type FundDrift = {
  symbol: string;
  /** null for a fund the model does not hold. */
  kind: FundKind | null;
  targetBasisPoints: number;
  actualBasisPoints: number;
  driftBasisPoints: number;
};

export type ClassDrift = { kind: FundKind; targetBasisPoints: number; actualBasisPoints: number; driftBasisPoints: number };

export type AllocationDrift = { funds: FundDrift[]; classes: ClassDrift[] };

export function allocationDrift({ targets, positions }: { targets: readonly TargetFund[]; positions: readonly HeldPosition[] }): AllocationDrift {
  const valueOf = new Map<string, number>();
  for (const position of positions) valueOf.set(position.symbol, (valueOf.get(position.symbol) ?? 0) + toCents(position.marketValue));
  const total = [...valueOf.values()].reduce((sum, cents) => sum + cents, 0);
  const weight = (cents: number) => (total > 0 ? Math.round((cents * 10_000) / total) : 0);

  const funds: FundDrift[] = targets.map((target) => {
    const actual = weight(valueOf.get(target.symbol) ?? 0);
    return { symbol: target.symbol, kind: target.kind, targetBasisPoints: target.weightBasisPoints, actualBasisPoints: actual, driftBasisPoints: actual - target.weightBasisPoints };
  });
  const targeted = new Set(targets.map((target) => target.symbol));
  for (const [symbol, cents] of valueOf) {
    if (targeted.has(symbol)) continue;
    const actual = weight(cents);
    funds.push({ symbol, kind: null, targetBasisPoints: 0, actualBasisPoints: actual, driftBasisPoints: actual });
  }

  const classes = (["STOCK", "BOND"] as const).map((kind) => {
    const target = targets.filter((fund) => fund.kind === kind).reduce((sum, fund) => sum + fund.weightBasisPoints, 0);
    const cents = targets.filter((fund) => fund.kind === kind).reduce((sum, fund) => sum + (valueOf.get(fund.symbol) ?? 0), 0);
    const actual = weight(cents);
    return { kind, targetBasisPoints: target, actualBasisPoints: actual, driftBasisPoints: actual - target };
  });
  return { funds, classes };
}
