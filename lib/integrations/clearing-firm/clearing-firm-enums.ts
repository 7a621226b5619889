// The clearing firm's enumerations (spec 002 §3), once: its types, the adapters' checks and the wizard's schemas all
// read these lists.

export const ACCOUNT_TYPES = ["INDIVIDUAL", "TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"] as const;
export const EMPLOYMENT_STATUSES = ["EMPLOYED", "SELF_EMPLOYED", "RETIRED", "STUDENT", "UNEMPLOYED"] as const;
export const RANGES_USD = [
  "UNDER_25K",
  "FROM_25K_TO_50K",
  "FROM_50K_TO_100K",
  "FROM_100K_TO_200K",
  "FROM_200K_TO_300K",
  "FROM_300K_TO_500K",
  "FROM_500K_TO_1M",
  "FROM_1M_TO_5M",
  "OVER_5M",
] as const;
export const INVESTMENT_OBJECTIVES = [
  "GROWTH",
  "BALANCED",
  "CAPITAL_APPRECIATION",
  "CAPITAL_PRESERVATION",
  "GROWTH_AND_INCOME",
  "GROWTH_INCOME",
  "INCOME",
  "LONG_TERM_GROWTH_WITH_GREATER_RISK",
  "LONG_TERM_GROWTH_WITH_SAFETY",
  "MAXIMUM_GROWTH",
  "SHORT_TERM_GROWTH_WITH_RISK",
  "SPECULATION",
] as const;
export const TAX_FILING_STATUSES = [
  "SINGLE",
  "MARRIED_FILING_JOINTLY",
  "MARRIED_FILING_SEPARATELY",
  "HEAD_OF_HOUSEHOLD",
  "QUALIFYING_WIDOW",
] as const;
export const DELIVERY_PREFERENCES = ["DIGITAL", "PHYSICAL"] as const;
/** Two-letter codes of the 50 states, DC and the territories (002 §3: the state list plus 'Other Territory'). */
export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
  "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR",
  "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "AS", "GU", "MP", "PR", "VI", "UM",
] as const;
/** An account's states; see ClearingAccountState. */
export const ACCOUNT_STATES = [
  "PENDING",
  "SUBMITTED",
  "UNDER_REVIEW",
  "ACTION_REQUIRED",
  "ACTIVE",
  "REJECTED",
  "SUSPENDED",
  "CLOSED",
] as const;
/** An identity investigation's request states; see InvestigationRequestState. */
export const INVESTIGATION_REQUEST_STATES = ["PENDING", "INDETERMINATE", "UNDER_REVIEW", "ACCEPTED", "REJECTED"] as const;
