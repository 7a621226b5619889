import type { AccountType } from "@/lib/investing/registration/registration-schemas";

// Words for the wizard's enumerations (002 §3). The spec names the values; these are how a member reads them.

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  INDIVIDUAL: "Brokerage",
  TRADITIONAL_IRA: "Traditional IRA",
  ROTH_IRA: "Roth IRA",
  ROLLOVER_IRA: "Rollover Account",
};

export const ACCOUNT_TYPE_DESCRIPTIONS: Record<AccountType, string> = {
  INDIVIDUAL: "A general investing account: add or take out money whenever you like.",
  TRADITIONAL_IRA: "Retirement savings that may lower your taxes now; you pay tax when you withdraw.",
  ROTH_IRA: "Retirement savings from after-tax money; qualified withdrawals are tax-free.",
  ROLLOVER_IRA: "Move a 401(k) or another retirement plan from a former employer.",
};

export const EMPLOYMENT_STATUS_LABELS = {
  EMPLOYED: "Employed",
  SELF_EMPLOYED: "Self-employed",
  RETIRED: "Retired",
  STUDENT: "Student",
  UNEMPLOYED: "Unemployed",
} as const;

export const MONEY_RANGE_LABELS = {
  UNDER_25K: "Under $25,000",
  FROM_25K_TO_50K: "$25,000 – $49,999",
  FROM_50K_TO_100K: "$50,000 – $99,999",
  FROM_100K_TO_200K: "$100,000 – $199,999",
  FROM_200K_TO_300K: "$200,000 – $299,999",
  FROM_300K_TO_500K: "$300,000 – $499,999",
  FROM_500K_TO_1M: "$500,000 – $999,999",
  FROM_1M_TO_5M: "$1,000,000 – $4,999,999",
  OVER_5M: "$5,000,000 and over",
} as const;

export const INVESTMENT_OBJECTIVE_LABELS = {
  GROWTH: "Growth",
  BALANCED: "Balanced",
  CAPITAL_APPRECIATION: "Capital appreciation",
  CAPITAL_PRESERVATION: "Capital preservation",
  GROWTH_AND_INCOME: "Growth and income",
  GROWTH_INCOME: "Growth income",
  INCOME: "Income",
  LONG_TERM_GROWTH_WITH_GREATER_RISK: "Long-term growth with greater risk",
  LONG_TERM_GROWTH_WITH_SAFETY: "Long-term growth with safety",
  MAXIMUM_GROWTH: "Maximum growth",
  SHORT_TERM_GROWTH_WITH_RISK: "Short-term growth with risk",
  SPECULATION: "Speculation",
} as const;

export const TAX_FILING_STATUS_LABELS = {
  SINGLE: "Single",
  MARRIED_FILING_JOINTLY: "Married filing jointly",
  MARRIED_FILING_SEPARATELY: "Married filing separately",
  HEAD_OF_HOUSEHOLD: "Head of household",
  QUALIFYING_WIDOW: "Qualifying widow(er)",
} as const;
