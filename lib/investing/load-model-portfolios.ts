import type { Db, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { weightedExpenseRatio, yearlyCostPerTenThousand } from "./weighted-expense-ratio";

export type ModelPortfolioView = {
  id: string;
  name: string;
  riskLevel: number;
  stockPercent: number;
  bondPercent: number;
  description: string;
  minAmountRequired: Prisma.Decimal;
  /** Percent a year, computed here from the funds (never in the browser). */
  weightedExpenseRatio: Prisma.Decimal;
  yearlyCostPerTenThousand: Prisma.Decimal;
  holdings: Array<{
    symbol: string;
    fundName: string;
    assetClass: string;
    kind: "STOCK" | "BOND";
    weightBasisPoints: number;
    expenseRatio: Prisma.Decimal;
  }>;
};

/** The catalog, most conservative first, each portfolio with its funds (largest weight first) and its fee. */
export async function loadModelPortfolios(db: Db | Tx): Promise<ModelPortfolioView[]> {
  const rows = await db.modelPortfolio.findMany({
    orderBy: { riskLevel: "asc" },
    select: {
      id: true,
      name: true,
      riskLevel: true,
      stockPercent: true,
      bondPercent: true,
      description: true,
      minAmountRequired: true,
      holdings: {
        orderBy: { sortOrder: "asc" },
        select: { symbol: true, fundName: true, assetClass: true, kind: true, weightBasisPoints: true, expenseRatio: true },
      },
    },
  });
  return rows.map((row) => {
    const fee = weightedExpenseRatio(row.holdings);
    return { ...row, weightedExpenseRatio: fee, yearlyCostPerTenThousand: yearlyCostPerTenThousand(fee) };
  });
}
