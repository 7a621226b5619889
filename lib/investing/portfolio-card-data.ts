import { formatMoney } from "@/lib/format/format-money";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ModelPortfolioView } from "./load-model-portfolios";

/** A model portfolio as the cards show it: every figure already a string (no Decimal reaches React). */
export type PortfolioCardData = {
  id: string;
  name: string;
  riskLevel: number;
  stockPercent: number;
  bondPercent: number;
  description: string;
  minAmountRequired: string;
  /** "0.0396%" */
  weightedFee: string;
  /** "$3.96" */
  yearlyCostPerTenThousand: string;
  holdings: Array<{ symbol: string; fundName: string; assetClass: string; kind: "STOCK" | "BOND"; weight: string; expenseRatio: string }>;
};

function percent(value: Prisma.Decimal): string {
  // The stored digits, trailing zeros dropped (0.0300 -> 0.03).
  return `${value.toDecimalPlaces(4).toString()}%`;
}

export function toPortfolioCardData(portfolio: ModelPortfolioView): PortfolioCardData {
  return {
    id: portfolio.id,
    name: portfolio.name,
    riskLevel: portfolio.riskLevel,
    stockPercent: portfolio.stockPercent,
    bondPercent: portfolio.bondPercent,
    description: portfolio.description,
    minAmountRequired: formatMoney(portfolio.minAmountRequired.toNumber()),
    weightedFee: percent(portfolio.weightedExpenseRatio),
    yearlyCostPerTenThousand: formatMoney(portfolio.yearlyCostPerTenThousand.toNumber()),
    holdings: portfolio.holdings.map((holding) => ({
      symbol: holding.symbol,
      fundName: holding.fundName,
      assetClass: holding.assetClass,
      kind: holding.kind,
      weight: `${holding.weightBasisPoints / 100}%`,
      expenseRatio: percent(holding.expenseRatio),
    })),
  };
}
