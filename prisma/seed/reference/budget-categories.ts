import type { BudgetCategoryType } from "@/lib/generated/prisma/client";

/** The shared budget categories offered to every member (customerId null). */
export interface BudgetCategorySeed {
  name: string;
  color: string;
  categoryType: BudgetCategoryType;
}

/** The category the onboarding situation step budgets against (000 §7 createBudget). */
export const RENT_MORTGAGE_CATEGORY = "Rent/Mortgage";

export const BUDGET_CATEGORIES: readonly BudgetCategorySeed[] = [
  { name: RENT_MORTGAGE_CATEGORY, color: "#1E3A8A", categoryType: "ESSENTIAL" },
  { name: "Utilities", color: "#0369A1", categoryType: "ESSENTIAL" },
  { name: "Groceries", color: "#15803D", categoryType: "ESSENTIAL" },
  { name: "Transportation", color: "#0F766E", categoryType: "ESSENTIAL" },
  { name: "Insurance", color: "#4338CA", categoryType: "ESSENTIAL" },
  { name: "Health & Fitness", color: "#BE123C", categoryType: "ESSENTIAL" },
  { name: "Childcare", color: "#A16207", categoryType: "ESSENTIAL" },
  { name: "Dining Out", color: "#C2410C", categoryType: "DISCRETIONARY" },
  { name: "Entertainment", color: "#7E22CE", categoryType: "DISCRETIONARY" },
  { name: "Shopping", color: "#DB2777", categoryType: "DISCRETIONARY" },
  { name: "Travel", color: "#0891B2", categoryType: "DISCRETIONARY" },
  { name: "Personal Care", color: "#9333EA", categoryType: "DISCRETIONARY" },
  { name: "Gifts & Donations", color: "#E11D48", categoryType: "DISCRETIONARY" },
  { name: "Subscriptions", color: "#6D28D9", categoryType: "DISCRETIONARY" },
  { name: "Emergency Fund", color: "#16A34A", categoryType: "SAVINGS" },
  { name: "Retirement", color: "#059669", categoryType: "SAVINGS" },
  { name: "Savings Goals", color: "#65A30D", categoryType: "SAVINGS" },
  { name: "Credit Card Payments", color: "#DC2626", categoryType: "DEBT" },
  { name: "Loan Payments", color: "#B91C1C", categoryType: "DEBT" },
  { name: "Paycheck", color: "#047857", categoryType: "INCOME" },
  { name: "Other", color: "#6B7280", categoryType: "DISCRETIONARY" },
];
