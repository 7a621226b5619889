import type { BudgetCategoryType, BudgetGroup, CategoryKind } from "@/lib/generated/prisma/client";

/**
 * The shared categories offered to every member (customerId null): the bank-linking provider's 16 primary
 * personal-finance categories, their detailed categories as subcategories, and 'Uncategorized'
 * (plaid.com/documents/transactions-personal-finance-category-taxonomy.csv). A member's custom categories sit beside
 * them. Transfers and credit-card payments are TRANSFER: left out of spending and income.
 */
export interface BudgetCategorySeed {
  name: string;
  color: string;
  categoryType: BudgetCategoryType;
  kind: CategoryKind;
  budgetGroup: BudgetGroup;
  /** The provider's code; null only for 'Uncategorized'. */
  providerCode: string | null;
  /** The primary category's provider code, for a subcategory. */
  parentCode: string | null;
}

/** The category the onboarding situation step budgets against (000 §7 createBudget): the provider's rent. */
export const RENT_MORTGAGE_CATEGORY = "Rent/Mortgage";
/** Where a transaction goes when nothing else decides (category precedence, last step). */
export const UNCATEGORIZED_CATEGORY = "Uncategorized";

type Primary = {
  code: string;
  name: string;
  color: string;
  categoryType: BudgetCategoryType;
  kind: CategoryKind;
  budgetGroup: BudgetGroup;
  /** Detailed code suffix -> name, with per-subcategory overrides where they differ from the primary. */
  detailed: Array<[string, string, Partial<Pick<BudgetCategorySeed, "categoryType" | "kind" | "budgetGroup">>?]>;
};

const PRIMARIES: Primary[] = [
  {
    code: "INCOME", name: "Income", color: "#047857", categoryType: "INCOME", kind: "INCOME", budgetGroup: "FLEXIBLE",
    detailed: [
      ["DIVIDENDS", "Dividends"], ["INTEREST_EARNED", "Interest earned"], ["RETIREMENT_PENSION", "Retirement and pension"],
      ["TAX_REFUND", "Tax refund"], ["UNEMPLOYMENT", "Unemployment"], ["WAGES", "Paycheck"], ["OTHER_INCOME", "Other income"],
    ],
  },
  {
    code: "TRANSFER_IN", name: "Transfer in", color: "#0E7490", categoryType: "SAVINGS", kind: "TRANSFER", budgetGroup: "FLEXIBLE",
    detailed: [
      ["CASH_ADVANCES_AND_LOANS", "Cash advances and loans"], ["DEPOSIT", "Deposit"],
      ["INVESTMENT_AND_RETIREMENT_FUNDS", "From investments"], ["SAVINGS", "From savings"],
      ["ACCOUNT_TRANSFER", "Account transfer in"], ["OTHER_TRANSFER_IN", "Other transfer in"],
    ],
  },
  {
    code: "TRANSFER_OUT", name: "Transfer out", color: "#155E75", categoryType: "SAVINGS", kind: "TRANSFER", budgetGroup: "FLEXIBLE",
    detailed: [
      ["INVESTMENT_AND_RETIREMENT_FUNDS", "To investments"], ["SAVINGS", "To savings"], ["WITHDRAWAL", "Cash withdrawal"],
      ["ACCOUNT_TRANSFER", "Account transfer out"], ["OTHER_TRANSFER_OUT", "Other transfer out"],
    ],
  },
  {
    code: "LOAN_PAYMENTS", name: "Loan payments", color: "#B91C1C", categoryType: "DEBT", kind: "EXPENSE", budgetGroup: "BILLS",
    detailed: [
      ["CAR_PAYMENT", "Car payment"],
      ["CREDIT_CARD_PAYMENT", "Credit card payment", { kind: "TRANSFER" }],
      ["PERSONAL_LOAN_PAYMENT", "Personal loan payment"],
      ["STUDENT_LOAN_PAYMENT", "Student loan payment"], ["OTHER_PAYMENT", "Other loan payment"],
    ],
  },
  {
    code: "BANK_FEES", name: "Bank fees", color: "#9F1239", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["ATM_FEES", "ATM fees"], ["FOREIGN_TRANSACTION_FEES", "Foreign transaction fees"],
      ["INSUFFICIENT_FUNDS", "Insufficient funds fees"], ["INTEREST_CHARGE", "Interest charges"],
      ["OVERDRAFT_FEES", "Overdraft fees"], ["OTHER_BANK_FEES", "Other bank fees"],
    ],
  },
  {
    code: "ENTERTAINMENT", name: "Entertainment", color: "#7E22CE", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["CASINOS_AND_GAMBLING", "Casinos and gambling"], ["MUSIC_AND_AUDIO", "Music and audio"],
      ["SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS", "Events, parks and museums"], ["TV_AND_MOVIES", "TV and movies"],
      ["VIDEO_GAMES", "Video games"], ["OTHER_ENTERTAINMENT", "Other entertainment"],
    ],
  },
  {
    code: "FOOD_AND_DRINK", name: "Food and drink", color: "#C2410C", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["BEER_WINE_AND_LIQUOR", "Beer, wine and liquor"], ["COFFEE", "Coffee"], ["FAST_FOOD", "Fast food"],
      ["GROCERIES", "Groceries", { categoryType: "ESSENTIAL" }], ["RESTAURANT", "Restaurants"],
      ["VENDING_MACHINES", "Vending machines"], ["OTHER_FOOD_AND_DRINK", "Other food and drink"],
    ],
  },
  {
    code: "GENERAL_MERCHANDISE", name: "Shopping", color: "#BE185D", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["BOOKSTORES_AND_NEWSSTANDS", "Books and news"], ["CLOTHING_AND_ACCESSORIES", "Clothing and accessories"],
      ["CONVENIENCE_STORES", "Convenience stores"], ["DEPARTMENT_STORES", "Department stores"],
      ["DISCOUNT_STORES", "Discount stores"], ["ELECTRONICS", "Electronics"], ["GIFTS_AND_NOVELTIES", "Gifts",
        { budgetGroup: "NON_MONTHLY" }],
      ["OFFICE_SUPPLIES", "Office supplies"], ["ONLINE_MARKETPLACES", "Online marketplaces"], ["PET_SUPPLIES", "Pet supplies"],
      ["SPORTING_GOODS", "Sporting goods"], ["SUPERSTORES", "Superstores"], ["TOBACCO_AND_VAPE", "Tobacco and vape"],
      ["OTHER_GENERAL_MERCHANDISE", "Other shopping"],
    ],
  },
  {
    code: "HOME_IMPROVEMENT", name: "Home improvement", color: "#A16207", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "NON_MONTHLY",
    detailed: [
      ["FURNITURE", "Furniture"], ["HARDWARE", "Hardware"], ["REPAIR_AND_MAINTENANCE", "Repair and maintenance",
        { categoryType: "ESSENTIAL" }],
      ["SECURITY", "Home security"], ["OTHER_HOME_IMPROVEMENT", "Other home improvement"],
    ],
  },
  {
    code: "MEDICAL", name: "Medical", color: "#BE123C", categoryType: "ESSENTIAL", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["DENTAL_CARE", "Dental care"], ["EYE_CARE", "Eye care"], ["NURSING_CARE", "Nursing care"],
      ["PHARMACIES_AND_SUPPLEMENTS", "Pharmacies and supplements"], ["PRIMARY_CARE", "Primary care"],
      ["VETERINARY_SERVICES", "Veterinary services"], ["OTHER_MEDICAL", "Other medical"],
    ],
  },
  {
    code: "PERSONAL_CARE", name: "Personal care", color: "#9333EA", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["GYMS_AND_FITNESS_CENTERS", "Gyms and fitness", { budgetGroup: "BILLS" }], ["HAIR_AND_BEAUTY", "Hair and beauty"],
      ["LAUNDRY_AND_DRY_CLEANING", "Laundry and dry cleaning"], ["OTHER_PERSONAL_CARE", "Other personal care"],
    ],
  },
  {
    code: "GENERAL_SERVICES", name: "Services", color: "#4338CA", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["ACCOUNTING_AND_FINANCIAL_PLANNING", "Accounting and financial planning"],
      ["AUTOMOTIVE", "Car maintenance", { categoryType: "ESSENTIAL" }],
      ["CHILDCARE", "Childcare", { categoryType: "ESSENTIAL", budgetGroup: "BILLS" }],
      ["CONSULTING_AND_LEGAL", "Consulting and legal"], ["EDUCATION", "Education", { budgetGroup: "BILLS" }],
      ["INSURANCE", "Insurance", { categoryType: "ESSENTIAL", budgetGroup: "BILLS" }],
      ["POSTAGE_AND_SHIPPING", "Postage and shipping"], ["STORAGE", "Storage"], ["OTHER_GENERAL_SERVICES", "Other services"],
    ],
  },
  {
    code: "GOVERNMENT_AND_NON_PROFIT", name: "Government and giving", color: "#E11D48", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "NON_MONTHLY",
    detailed: [
      ["DONATIONS", "Donations"], ["GOVERNMENT_DEPARTMENTS_AND_AGENCIES", "Government fees"],
      ["TAX_PAYMENT", "Taxes", { categoryType: "ESSENTIAL" }], ["OTHER_GOVERNMENT_AND_NON_PROFIT", "Other government and giving"],
    ],
  },
  {
    code: "TRANSPORTATION", name: "Transportation", color: "#0F766E", categoryType: "ESSENTIAL", kind: "EXPENSE", budgetGroup: "FLEXIBLE",
    detailed: [
      ["BIKES_AND_SCOOTERS", "Bikes and scooters"], ["GAS", "Gas"], ["PARKING", "Parking"],
      ["PUBLIC_TRANSIT", "Public transit"], ["TAXIS_AND_RIDE_SHARES", "Taxis and ride shares", { categoryType: "DISCRETIONARY" }],
      ["TOLLS", "Tolls"], ["OTHER_TRANSPORTATION", "Other transportation"],
    ],
  },
  {
    code: "TRAVEL", name: "Travel", color: "#0369A1", categoryType: "DISCRETIONARY", kind: "EXPENSE", budgetGroup: "NON_MONTHLY",
    detailed: [["FLIGHTS", "Flights"], ["LODGING", "Lodging"], ["RENTAL_CARS", "Rental cars"], ["OTHER_TRAVEL", "Other travel"]],
  },
  {
    code: "RENT_AND_UTILITIES", name: "Rent and utilities", color: "#1E3A8A", categoryType: "ESSENTIAL", kind: "EXPENSE", budgetGroup: "BILLS",
    detailed: [
      ["GAS_AND_ELECTRICITY", "Gas and electricity"], ["INTERNET_AND_CABLE", "Internet and cable"],
      ["RENT", RENT_MORTGAGE_CATEGORY], ["SEWAGE_AND_WASTE_MANAGEMENT", "Sewage and waste"], ["TELEPHONE", "Phone"],
      ["WATER", "Water"], ["OTHER_UTILITIES", "Other utilities"],
    ],
  },
];

export const BUDGET_CATEGORIES: readonly BudgetCategorySeed[] = [
  ...PRIMARIES.flatMap((primary) => {
    const { code, name, color, categoryType, kind, budgetGroup } = primary;
    const parent: BudgetCategorySeed = { name, color, categoryType, kind, budgetGroup, providerCode: code, parentCode: null };
    const children = primary.detailed.map(([suffix, childName, overrides]) => ({
      ...parent,
      ...overrides,
      name: childName,
      providerCode: `${code}_${suffix}`,
      parentCode: code,
    }));
    return [parent, ...children];
  }),
  {
    name: UNCATEGORIZED_CATEGORY,
    color: "#6B7280",
    categoryType: "DISCRETIONARY",
    kind: "EXPENSE",
    budgetGroup: "FLEXIBLE",
    providerCode: null,
    parentCode: null,
  },
];

/**
 * Provider codes kept in another shared category than their own: a mortgage payment is budgeted with rent (the
 * onboarding's 'Rent/Mortgage'), so the taxonomy has no 'Mortgage payment' of its own.
 */
export const PROVIDER_CODE_ALIASES: Readonly<Record<string, string>> = {
  LOAN_PAYMENTS_MORTGAGE_PAYMENT: "RENT_AND_UTILITIES_RENT",
};
