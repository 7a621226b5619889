/** A fund of a model portfolio; weight in basis points of the portfolio, expense ratio in percent a year. */
export type ModelPortfolioFund = {
  symbol: string;
  fundName: string;
  assetClass: string;
  kind: "STOCK" | "BOND";
  weightBasisPoints: number;
  expenseRatio: string;
};

export type ModelPortfolioSeed = {
  name: string;
  riskLevel: number;
  stockPercent: number;
  bondPercent: number;
  description: string;
  minAmountRequired: string;
  holdings: readonly ModelPortfolioFund[];
};

// Broad, low-cost index ETFs; expense ratios as the funds publish them (Vanguard, 2025).
const VTI = { symbol: "VTI", fundName: "Vanguard Total Stock Market ETF", assetClass: "US stocks", kind: "STOCK", expenseRatio: "0.0300" } as const;
const VXUS = { symbol: "VXUS", fundName: "Vanguard Total International Stock ETF", assetClass: "International stocks", kind: "STOCK", expenseRatio: "0.0500" } as const;
const BND = { symbol: "BND", fundName: "Vanguard Total Bond Market ETF", assetClass: "US bonds", kind: "BOND", expenseRatio: "0.0300" } as const;
const BNDX = { symbol: "BNDX", fundName: "Vanguard Total International Bond ETF", assetClass: "International bonds", kind: "BOND", expenseRatio: "0.0700" } as const;
const VTIP = { symbol: "VTIP", fundName: "Vanguard Short-Term Inflation-Protected Securities ETF", assetClass: "Inflation-protected bonds", kind: "BOND", expenseRatio: "0.0300" } as const;

/**
 * Investment strategies an account can follow (002 §3 modelPortfolio), one per risk level of the questionnaire
 * (lib/investing/risk-quiz). Each portfolio's weights sum to 10000 basis points and its stock funds to stockPercent.
 */
export const MODEL_PORTFOLIOS: readonly ModelPortfolioSeed[] = [
  {
    name: "Conservative",
    riskLevel: 1,
    stockPercent: 20,
    bondPercent: 80,
    description: "Mostly high-quality bonds, for money you will need soon or cannot afford to see fall much.",
    minAmountRequired: "100.00",
    holdings: [
      { ...VTI, weightBasisPoints: 1200 },
      { ...VXUS, weightBasisPoints: 800 },
      { ...BND, weightBasisPoints: 4800 },
      { ...BNDX, weightBasisPoints: 2000 },
      { ...VTIP, weightBasisPoints: 1200 },
    ],
  },
  {
    name: "Moderate",
    riskLevel: 2,
    stockPercent: 40,
    bondPercent: 60,
    description: "More bonds than stocks: steadier than the market, with some room to grow.",
    minAmountRequired: "100.00",
    holdings: [
      { ...VTI, weightBasisPoints: 2400 },
      { ...VXUS, weightBasisPoints: 1600 },
      { ...BND, weightBasisPoints: 3600 },
      { ...BNDX, weightBasisPoints: 1500 },
      { ...VTIP, weightBasisPoints: 900 },
    ],
  },
  {
    name: "Balanced",
    riskLevel: 3,
    stockPercent: 60,
    bondPercent: 40,
    description: "A classic mix of stocks for growth and bonds to soften the falls.",
    minAmountRequired: "100.00",
    holdings: [
      { ...VTI, weightBasisPoints: 3600 },
      { ...VXUS, weightBasisPoints: 2400 },
      { ...BND, weightBasisPoints: 2400 },
      { ...BNDX, weightBasisPoints: 1000 },
      { ...VTIP, weightBasisPoints: 600 },
    ],
  },
  {
    name: "Growth",
    riskLevel: 4,
    stockPercent: 80,
    bondPercent: 20,
    description: "Mostly stocks, for goals many years away; expect larger ups and downs.",
    minAmountRequired: "500.00",
    holdings: [
      { ...VTI, weightBasisPoints: 4800 },
      { ...VXUS, weightBasisPoints: 3200 },
      { ...BND, weightBasisPoints: 1400 },
      { ...BNDX, weightBasisPoints: 600 },
    ],
  },
  {
    name: "Aggressive Growth",
    riskLevel: 5,
    stockPercent: 90,
    bondPercent: 10,
    description: "Nearly all stocks, for long horizons and members who can ride out deep market drops.",
    minAmountRequired: "500.00",
    holdings: [
      { ...VTI, weightBasisPoints: 5400 },
      { ...VXUS, weightBasisPoints: 3600 },
      { ...BND, weightBasisPoints: 700 },
      { ...BNDX, weightBasisPoints: 300 },
    ],
  },
];
