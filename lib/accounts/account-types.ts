// The add-account modal's types (001 §2) and what each becomes (001 §3). Plain data: the modal imports it too.

export const ASSET_ACCOUNT_TYPES = [
  "checking",
  "savings",
  "money market",
  "ira",
  "401k",
  "403b",
  "529 esa",
  "brokerage",
  "home",
  "vehicle",
  "other",
] as const;
export type AssetAccountType = (typeof ASSET_ACCOUNT_TYPES)[number];

export const LOAN_ACCOUNT_TYPES = ["student", "car", "mortgage", "personal loan", "other"] as const;
export type LoanAccountType = (typeof LOAN_ACCOUNT_TYPES)[number];

export type AssetClass = { liquid: boolean; assetType: "CHECKING" | "SAVING" | "OTHER" };
export type LoanKind = "CAR" | "MORTGAGE" | "STUDENT" | "OTHER";

export const INTERVALS = { WEEKLY: 0, BIWEEKLY: 1, MONTHLY: 2, YEARLY: 3 } as const;
export const isIntervalCode = (value: number) => Number.isInteger(value) && value >= 0 && value <= 3;

/** Lower-case with single spaces ("Money  Market" -> "money market"), how typed account types are compared. */
export function normalizeAccountType(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_-]+/g, " ");
}

export function isAssetAccountType(value: string): value is AssetAccountType {
  return (ASSET_ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** checking and money market -> CHECKING, savings -> SAVING (all three liquid); everything else -> OTHER. */
export function classifyAssetType(accountType: AssetAccountType): AssetClass {
  if (accountType === "checking" || accountType === "money market") return { liquid: true, assetType: "CHECKING" };
  if (accountType === "savings") return { liquid: true, assetType: "SAVING" };
  return { liquid: false, assetType: "OTHER" };
}

/** The loan kind of a typed kind or add-account loan type, or null when it is none of them. */
export function loanKindOf(value: string): LoanKind | null {
  switch (normalizeAccountType(value)) {
    case "student":
      return "STUDENT";
    case "car":
      return "CAR";
    case "mortgage":
      return "MORTGAGE";
    case "personal loan":
    case "personal":
    case "other":
      return "OTHER";
    default:
      return null;
  }
}
