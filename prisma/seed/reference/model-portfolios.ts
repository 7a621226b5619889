/** Investment strategies an account can follow (002 §3 modelPortfolio). */
export const MODEL_PORTFOLIOS: ReadonlyArray<{ name: string; minAmountRequired: string }> = [
  { name: "Conservative", minAmountRequired: "100.00" },
  { name: "Moderate", minAmountRequired: "100.00" },
  { name: "Balanced", minAmountRequired: "100.00" },
  { name: "Growth", minAmountRequired: "500.00" },
  { name: "Aggressive Growth", minAmountRequired: "500.00" },
];
