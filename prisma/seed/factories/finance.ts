import { calendarMonthPeriod } from "@/lib/budgets/calendar-month-period";
import {
  Prisma,
  type Asset,
  type Budget,
  type CreditCard,
  type CreditScore,
  type Expense,
  type FinancialGoal,
  type Income,
  type Loan,
} from "@/lib/generated/prisma/client";

import type { SeedDb } from "../db";
import { firstOfMonth } from "../dates";

/** Money as the code passes it around: a decimal string or a Decimal, never a float. */
export type Money = string | Prisma.Decimal;

/** Interval codes of Income.interval, Expense.interval and Loan.paymentInterval (see prisma/schema.prisma). */
export const INTERVAL = { WEEKLY: 0, BIWEEKLY: 1, MONTHLY: 2, YEARLY: 3 } as const;

/** The housing expense the onboarding situation step saves (000 §3, §9). */
export const HOUSING_EXPENSE = {
  name: "Housing",
  interval: INTERVAL.MONTHLY,
  category: "HOME",
  variation: "FIXED",
} as const;

const cents = (value: Prisma.Decimal) => value.toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);

/** Income with the figures derived as 001 §9 says: net is 70 % of gross, monthly figures a twelfth. */
export function createIncome(
  db: SeedDb,
  {
    customerId,
    gross,
    ...overrides
  }: { customerId: string; gross: Money } & Partial<Omit<Prisma.IncomeUncheckedCreateInput, "customerId" | "gross">>,
): Promise<Income> {
  const yearly = new Prisma.Decimal(gross);
  const net = cents(yearly.mul("0.7"));
  return db.income.create({
    data: {
      customerId,
      name: "Salary",
      interval: INTERVAL.YEARLY,
      gross: cents(yearly),
      net,
      grossMonthly: cents(yearly.div(12)),
      netMonthly: cents(net.div(12)),
      ...overrides,
    },
  });
}

export function createExpense(
  db: SeedDb,
  { customerId, ...overrides }: { customerId: string } & Partial<Omit<Prisma.ExpenseUncheckedCreateInput, "customerId">>,
): Promise<Expense> {
  return db.expense.create({ data: { ...HOUSING_EXPENSE, value: "1500.00", ...overrides, customerId } });
}

export function createCreditScore(
  db: SeedDb,
  { customerId, ...overrides }: { customerId: string } & Partial<Omit<Prisma.CreditScoreUncheckedCreateInput, "customerId">>,
): Promise<CreditScore> {
  return db.creditScore.create({ data: { name: "Credit Score", value: 700, sortOrder: 1, ...overrides, customerId } });
}

/** How an account type chosen in the add-account modal maps to liquid and assetType (001 §3). */
export function classifyAssetSubtype(subtype: string): { liquid: boolean; assetType: "CHECKING" | "SAVING" | "OTHER" } {
  const normalized = subtype.trim().toLowerCase();
  if (normalized === "checking" || normalized === "money market") return { liquid: true, assetType: "CHECKING" };
  if (normalized === "savings") return { liquid: true, assetType: "SAVING" };
  return { liquid: false, assetType: "OTHER" };
}

/** A manual asset; `subtype` (checking, savings, 401k, ...) sets liquid and assetType unless they are given. */
export function createAsset(
  db: SeedDb,
  {
    customerId,
    subtype = "checking",
    ...overrides
  }: { customerId: string } & Partial<Omit<Prisma.AssetUncheckedCreateInput, "customerId">>,
): Promise<Asset> {
  return db.asset.create({
    data: {
      name: "Checking",
      value: "2500.00",
      ...classifyAssetSubtype(subtype ?? "other"),
      subtype,
      provider: "MANUAL",
      ...overrides,
      customerId,
    },
  });
}

export function createCreditCard(
  db: SeedDb,
  { customerId, ...overrides }: { customerId: string } & Partial<Omit<Prisma.CreditCardUncheckedCreateInput, "customerId">>,
): Promise<CreditCard> {
  return db.creditCard.create({
    data: { name: "Credit Card", value: "850.00", apr: "22.9900", cardLimit: "5000.00", ...overrides, customerId },
  });
}

export function createLoan(
  db: SeedDb,
  { customerId, ...overrides }: { customerId: string } & Partial<Omit<Prisma.LoanUncheckedCreateInput, "customerId">>,
): Promise<Loan> {
  return db.loan.create({
    data: {
      name: "Car Loan",
      lender: "Lakeside Credit Union",
      kind: "CAR",
      value: "9800.00",
      loanAmount: "18000.00",
      apr: "6.4900",
      paymentInterval: INTERVAL.MONTHLY,
      ...overrides,
      customerId,
    },
  });
}

/**
 * A budget line for a shared budget category found by name (e.g. 'Rent/Mortgage'), for the current month unless
 * `monthYear` is given.
 */
export async function createBudget(
  db: SeedDb,
  {
    customerId,
    categoryName,
    ...overrides
  }: { customerId: string; categoryName: string } & Partial<
    Omit<Prisma.BudgetUncheckedCreateInput, "customerId" | "budgetCategoryId">
  >,
): Promise<Budget> {
  const category = await db.budgetCategory.findFirst({
    where: { name: categoryName, OR: [{ customerId: null }, { customerId }] },
    orderBy: { customerId: { sort: "asc", nulls: "last" } },
    select: { id: true },
  });
  if (!category) throw new Error(`createBudget: no budget category named '${categoryName}' (seed the reference data).`);
  const monthYear = overrides.monthYear ? new Date(overrides.monthYear) : firstOfMonth();
  const period = calendarMonthPeriod(monthYear);
  return db.budget.create({
    data: {
      target: "0.00",
      periodStart: period.start,
      periodEnd: period.end,
      ...overrides,
      monthYear,
      customerId,
      budgetCategoryId: category.id,
    },
  });
}

export function createFinancialGoal(
  db: SeedDb,
  {
    customerId,
    ...overrides
  }: { customerId: string } & Partial<Omit<Prisma.FinancialGoalUncheckedCreateInput, "customerId">>,
): Promise<FinancialGoal> {
  return db.financialGoal.create({
    data: {
      category: "EMERGENCY_FUND",
      name: "Build an emergency fund",
      startingValue: "0.00",
      endValue: "10000.00",
      completenessBehavior: "REACH_TARGET_VALUE",
      ...overrides,
      customerId,
    },
  });
}

export interface WorthPoint {
  date: Date;
  assets: Money;
  liabilities: Money;
}

/** Net worth, asset worth and liability entries for each point (net worth = assets - liabilities). */
export async function createWorthHistories(
  db: SeedDb,
  { customerId, points }: { customerId: string; points: readonly WorthPoint[] },
): Promise<void> {
  const rows = points.map(({ date, assets, liabilities }) => ({
    date,
    assets: new Prisma.Decimal(assets),
    liabilities: new Prisma.Decimal(liabilities),
  }));
  await db.assetWorthHistory.createMany({
    data: rows.map(({ date, assets }) => ({ customerId, date, value: assets })),
  });
  await db.liabilityHistory.createMany({
    data: rows.map(({ date, liabilities }) => ({ customerId, date, value: liabilities })),
  });
  await db.netWorthHistory.createMany({
    data: rows.map(({ date, assets, liabilities }) => ({ customerId, date, value: assets.minus(liabilities) })),
  });
}
