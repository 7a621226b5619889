// The kinds of financial goal (research §3c-1): stored in FinancialGoal.category, each with the completeness
// behaviour it starts with and the accounts that may count towards it. Plain data: the screens import it too.

export const GOAL_KINDS = ["EMERGENCY_FUND", "SAVE_FOR", "PAY_DOWN_DEBT", "RETIREMENT", "CHECKLIST"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export type GoalBehavior = "REACH_TARGET_VALUE" | "PAY_OFF_BALANCE" | "MANUAL";

export type GoalKindInfo = {
  label: string;
  description: string;
  defaultName: string;
  behavior: GoalBehavior;
  /** false: a checklist, no money and no linked accounts. */
  money: boolean;
};

export const GOAL_KIND_INFO: Record<GoalKind, GoalKindInfo> = {
  EMERGENCY_FUND: {
    label: "Emergency fund",
    description: "Set aside money for the unexpected. We suggest a target from what you really spend on essentials.",
    defaultName: "Emergency fund",
    behavior: "REACH_TARGET_VALUE",
    money: true,
  },
  SAVE_FOR: {
    label: "Save for something",
    description: "A trip, a car, a home: choose a target and a date and watch your savings get there.",
    defaultName: "Savings goal",
    behavior: "REACH_TARGET_VALUE",
    money: true,
  },
  PAY_DOWN_DEBT: {
    label: "Pay down debt",
    description: "Pay off a loan or a card. Progress follows its balance.",
    defaultName: "Pay off debt",
    behavior: "PAY_OFF_BALANCE",
    money: true,
  },
  RETIREMENT: {
    label: "Retirement",
    description: "Grow your retirement accounts towards the amount you want.",
    defaultName: "Retirement savings",
    behavior: "REACH_TARGET_VALUE",
    money: true,
  },
  CHECKLIST: {
    label: "Checklist",
    description: "Steps without money, such as making a will. Tick them off as you go.",
    defaultName: "My checklist",
    behavior: "MANUAL",
    money: false,
  },
};

/** Goals stored before the kinds existed said "Savings", "Debt" or "Retirement". */
const LEGACY_CATEGORIES: Record<string, GoalKind> = {
  savings: "SAVE_FOR",
  debt: "PAY_DOWN_DEBT",
  retirement: "RETIREMENT",
  "emergency fund": "EMERGENCY_FUND",
};

export function isGoalKind(value: string): value is GoalKind {
  return (GOAL_KINDS as readonly string[]).includes(value);
}

/** The kind a stored category stands for (unknown ones are savings goals). */
export function goalKindOf(category: string): GoalKind {
  if (isGoalKind(category)) return category;
  return LEGACY_CATEGORIES[category.trim().toLowerCase()] ?? "SAVE_FOR";
}

export type AccountKind = "ASSET" | "CREDIT_CARD" | "LOAN";
export type GoalAccount = { kind: AccountKind; liquid: boolean; type: string | null; subtype: string | null };

const squash = (text: string | null) => (text ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
const RETIREMENT_PARTS = ["ira", "roth", "401", "403", "457", "pension", "retirement", "keogh", "sep", "tsp", "simple"];
const PROPERTY = new Set(["home", "vehicle", "property", "realestate", "other"]);

function isRetirementAsset(account: GoalAccount): boolean {
  const subtype = squash(account.subtype);
  return RETIREMENT_PARTS.some((part) => subtype.includes(part)) || (squash(account.type) === "investment" && subtype !== "brokerage");
}

/**
 * Whether an account may count towards a goal of this kind (001 §3 allowableQuantifiables): liquid assets for an
 * emergency fund, money assets (not a home or a vehicle) for saving, retirement accounts for retirement, and for
 * paying down debt the loans and cards (once one is chosen, only that one).
 */
export function isAllowableAccount(kind: GoalKind, account: GoalAccount): boolean {
  switch (kind) {
    case "EMERGENCY_FUND":
      return account.kind === "ASSET" && account.liquid;
    case "SAVE_FOR":
      return account.kind === "ASSET" && (account.liquid || !PROPERTY.has(squash(account.subtype)));
    case "RETIREMENT":
      return account.kind === "ASSET" && isRetirementAsset(account);
    case "PAY_DOWN_DEBT":
      return account.kind !== "ASSET";
    case "CHECKLIST":
      return false;
  }
}
