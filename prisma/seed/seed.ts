import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { getEnv } from "@/lib/env";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

import type { SeedDb } from "./db";
import { addDays, firstOfMonth, lastOfMonth, todayUtc, utcDate } from "./dates";
import { demoWorthPoints } from "./demo-histories";
import {
  createAsset,
  createBudget,
  createCreditCard,
  createFinancialGoal,
  createIncome,
  createLoan,
  createWorthHistories,
} from "./factories/finance";
import { addPlanAdmin, createAdvisorPlan, createEmployerPlan, createPlanMember, PRICING_PLAN_IDS } from "./factories/plans";
import { createCustomer, createMemberWithProfile, createUser, hashFixturePassword } from "./factories/users";
import { RENT_MORTGAGE_CATEGORY } from "./reference/budget-categories";
import { seedReferenceData } from "./reference/seed-reference-data";

/** One password for every demo account; meets the strength rule (000 §5): 8+ chars, upper, lower, digit, !@#$%^&*. */
export const DEMO_PASSWORD = "Demo-Password-2026!";
export const DEMO_PLAN_NAME = "Acme Logistics";
const WORK_DOMAIN = "acmelogistics.example.com";

export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

/** Demo accounts by role; the staff address takes its domain from STAFF_EMAIL_DOMAIN. */
export function demoEmails(staffDomain = getEnv().STAFF_EMAIL_DOMAIN) {
  return {
    member: "alex.morgan@example.com",
    planAdmin: `dana.whitfield@${WORK_DOMAIN}`,
    staff: `taylor.brooks@${staffDomain}`,
    advisor: "priya.shah@example.com",
    planSuccessManager: "marcus.bell@example.com",
    /** Two-factor on (codes to +15125550143): the end-to-end tests of the code screen sign in as Jordan. */
    twoFactorMember: "jordan.lee@example.com",
    /**
     * Recovery email riley.personal@example.com: the end-to-end test of /recover-account recovers Riley for real
     * (new primary email and password), so no other test may sign in as Riley.
     */
    recoveryMember: "riley.chen@example.com",
    /**
     * Two-factor on (codes to +15125550161) and recovery email sam.personal@example.com: the end-to-end test of a
     * two-factor account's recovery (the code step) recovers Sam for real, so no other test may sign in as Sam.
     */
    twoFactorRecoveryMember: "sam.ortiz@example.com",
  } as const;
}

/**
 * Builds the demo data in an empty database: the reference catalogs, an employer plan with an owner and a roster,
 * a member with a finished profile and a year of history, and staff, advisor and plan-success-manager users.
 * All in one transaction; refuses (and writes nothing) when the database already has users.
 */
export async function seedDemoData(db: PrismaClient): Promise<{ signIns: DemoSignIn[] }> {
  const existingUsers = await db.user.count();
  if (existingUsers > 0) {
    throw new Error(
      `seedDemoData: the database already has ${existingUsers} user(s). The demo seed only runs on an empty ` +
        "database; reset it first (nothing was written).",
    );
  }
  const emails = demoEmails();
  const passwordHash = await hashFixturePassword(DEMO_PASSWORD);

  await db.$transaction(
    async (tx) => {
      await seedReferenceData(tx);
      const { plan } = await seedEmployerPlan(tx, { emails, passwordHash });
      await seedMember(tx, { email: emails.member, passwordHash, employerPlanId: plan.id });
      await seedProviderPeople(tx, { emails, passwordHash, employerPlanId: plan.id });
      // Every score and overview is what the formula computes from the seeded data: 'Recalculate' changes nothing.
      for (const { id } of await tx.customer.findMany({ select: { id: true } })) {
        await recalculateCustomerAttributes({ tx, customerId: id });
      }
    },
    { maxWait: 30_000, timeout: 300_000 },
  );

  return {
    signIns: [
      { role: "member", email: emails.member, password: DEMO_PASSWORD },
      { role: "plan-admin", email: emails.planAdmin, password: DEMO_PASSWORD },
      { role: "staff", email: emails.staff, password: DEMO_PASSWORD },
      { role: "advisor", email: emails.advisor, password: DEMO_PASSWORD },
      { role: "plan-success-manager", email: emails.planSuccessManager, password: DEMO_PASSWORD },
    ],
  };
}

type DemoEmails = ReturnType<typeof demoEmails>;

/** Signed-up, verified, onboarded: how every demo account starts. */
function readyAccount(passwordHash: string, now = new Date()) {
  return { passwordHash, isEmailVerified: true, emailVerifiedAt: now, lastOnboardingStep: null };
}

const ROSTER: ReadonlyArray<{ firstName: string; lastName: string; status: "ADDED" | "INVITED" | "VERIFIED" | "REMOVED" }> = [
  { firstName: "Jordan", lastName: "Ellis", status: "INVITED" },
  { firstName: "Maria", lastName: "Gonzalez", status: "INVITED" },
  { firstName: "Kevin", lastName: "O'Brien", status: "INVITED" },
  { firstName: "Aisha", lastName: "Bello", status: "INVITED" },
  { firstName: "Tom", lastName: "Nakamura", status: "ADDED" },
  { firstName: "Grace", lastName: "Kim", status: "ADDED" },
  { firstName: "Luis", lastName: "Ramirez", status: "ADDED" },
  { firstName: "Hannah", lastName: "Schultz", status: "ADDED" },
  { firstName: "Derek", lastName: "Owens", status: "REMOVED" },
];

async function seedEmployerPlan(tx: SeedDb, { emails, passwordHash }: { emails: DemoEmails; passwordHash: string }) {
  const now = new Date();
  const owner = await createUser(tx, {
    ...readyAccount(passwordHash, now),
    email: emails.planAdmin,
    firstName: "Dana",
    lastName: "Whitfield",
    phoneNumber: "+15125550133",
  });
  await createCustomer(tx, { userId: owner.id, state: "TX", postalCode: "78701" });
  const plan = await createEmployerPlan(tx, { name: DEMO_PLAN_NAME, pricingPlanId: PRICING_PLAN_IDS.coaching });
  await addPlanAdmin(tx, { userId: owner.id, employerPlanId: plan.id, permission: "OWNER" });

  const invitedAt = addDays(now, -21);
  for (const person of ROSTER) {
    await createPlanMember(tx, {
      employerPlanId: plan.id,
      firstName: person.firstName,
      lastName: person.lastName,
      workEmail: workEmail(person.firstName, person.lastName),
      status: person.status,
      invitedAt: person.status === "ADDED" ? null : invitedAt,
    });
  }
  return { plan, owner };
}

function workEmail(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + `@${WORK_DOMAIN}`;
}

/** Alex Morgan: a verified Acme Logistics employee who finished onboarding and uses every personal-finance area. */
async function seedMember(
  tx: SeedDb,
  { email, passwordHash, employerPlanId }: { email: string; passwordHash: string; employerPlanId: string },
) {
  const now = new Date();
  const { customer } = await createMemberWithProfile(tx, {
    user: {
      ...readyAccount(passwordHash, now),
      email,
      firstName: "Alex",
      lastName: "Morgan",
      recoveryEmail: "alex.morgan.personal@example.com",
      isRecoveryEmailVerified: true,
      phoneNumber: "+15125550187",
      phoneNumberVerifiedAt: now,
    },
    customer: {
      birthday: utcDate(1988, 8, 14),
      kids: 1,
      gender: "Male",
      state: "TX",
      postalCode: "78745",
      maritalStatus: "MARRIED",
      race: "Prefer not to say",
    },
    employerPlan: { id: employerPlanId, workEmail: workEmail("Alex", "Morgan") },
    prioritySlugs: ["build-emergency-fund", "pay-off-debt", "save-for-retirement", "buy-a-home"],
    salary: "78000.00",
    housing: "1650.00",
    creditScore: 712,
  });
  const customerId = customer.id;

  await tx.familyMember.createMany({
    data: [
      { customerId, relationship: "SPOUSE", firstName: "Sam", gender: "Female", birthday: utcDate(1989, 0, 1) },
      { customerId, relationship: "CHILD", firstName: "Riley", gender: "N/A", birthday: utcDate(2019, 0, 1) },
    ],
  });
  await createIncome(tx, { customerId, name: "Freelance design", gross: "9600.00", sortOrder: 2 });

  const checking = await createAsset(tx, {
    customerId,
    name: "Everyday Checking",
    nickname: "Joint checking",
    subtype: "checking",
    value: "4285.42",
    sortOrder: 1,
  });
  const savings = await createAsset(tx, {
    customerId,
    name: "High-Yield Savings",
    subtype: "savings",
    value: "11640.00",
    sortOrder: 2,
  });
  const retirement = await createAsset(tx, {
    customerId,
    name: "Acme Logistics 401(k)",
    subtype: "401k",
    value: "48230.55",
    sortOrder: 3,
  });
  await createAsset(tx, { customerId, name: "Roth IRA", subtype: "roth", value: "12900.00", sortOrder: 4 });
  await createAsset(tx, { customerId, name: "2019 Honda CR-V", subtype: "vehicle", value: "17500.00", sortOrder: 5 });

  const visa = await createCreditCard(tx, {
    customerId,
    name: "Visa Signature",
    value: "1842.19",
    apr: "21.4900",
    cardLimit: "8000.00",
    interestPaidLastMonth: "31.72",
    sortOrder: 1,
  });
  const storeCard = await createCreditCard(tx, {
    customerId,
    name: "Home Goods Store Card",
    value: "312.50",
    apr: "26.9900",
    cardLimit: "1500.00",
    sortOrder: 2,
  });
  await createLoan(tx, {
    customerId,
    name: "Federal Student Loan",
    lender: "U.S. Department of Education",
    kind: "STUDENT",
    value: "18450.00",
    loanAmount: "32000.00",
    apr: "4.5300",
    sortOrder: 1,
  });
  await createLoan(tx, {
    customerId,
    name: "Auto Loan",
    lender: "Lakeside Credit Union",
    kind: "CAR",
    value: "11275.80",
    loanAmount: "24000.00",
    apr: "5.9000",
    sortOrder: 2,
  });

  // Totals of the accounts above; today's history point and the overview figures agree with them.
  const assetsToday = "94555.97";
  const liabilitiesToday = "31880.49";
  const points = demoWorthPoints({
    assetsToday,
    liabilitiesToday,
    assetsYearAgo: "82100.00",
    liabilitiesYearAgo: "36950.00",
    now,
  });
  await createWorthHistories(tx, { customerId, points });
  await tx.accountBalanceHistory.createMany({
    data: points.map(({ date }, index) => ({
      assetId: retirement.id,
      date,
      value: new Prisma.Decimal("41800.00")
        .plus(new Prisma.Decimal("6430.55").mul(((index + 1) / points.length).toFixed(6)))
        .toDecimalPlaces(2),
    })),
  });

  // The overview as a recalculation made yesterday left it, so today's figures show a change in savings; the score
  // and today's figures themselves are computed by the formula at the end of the seed, never typed in here.
  await tx.customer.update({
    where: { id: customerId },
    data: { totalSavings: "76643.62", totalSavingIncrementSinceLastUpdate: "0", overviewUpdatedAt: addDays(now, -1) },
  });

  // A goal's budget line is a category of the member's own, in the Goals group.
  const emergencyFundCategory = await tx.budgetCategory.create({
    data: {
      customerId,
      name: "Build an emergency fund",
      color: "#16A34A",
      categoryType: "SAVINGS",
      kind: "TRANSFER",
      budgetGroup: "GOALS",
    },
    select: { id: true, name: true },
  });
  const emergencyFund = await createFinancialGoal(tx, {
    customerId,
    budgetCategoryId: emergencyFundCategory.id,
    category: "Savings",
    name: "Build an emergency fund",
    shortDescription: "Six months of essential expenses",
    longDescription: "Keep six months of rent, groceries, utilities and transportation in high-yield savings.",
    targetDate: lastOfMonth(12, now),
    startingValue: "8000.00",
    endValue: "20000.00",
    monthlyProgress: "400.00",
    includeExistingBalance: true,
    sortOrder: 1,
  });
  await tx.goalQuantifiable.create({
    data: { financialGoalId: emergencyFund.id, assetId: savings.id, name: savings.name, value: savings.value },
  });
  await createFinancialGoal(tx, {
    customerId,
    category: "Debt",
    name: "Pay off the store card",
    shortDescription: "Clear the Home Goods card balance",
    targetDate: lastOfMonth(3, now),
    startingValue: "900.00",
    endValue: "0.00",
    monthlyProgress: "150.00",
    completenessBehavior: "PAY_OFF_BALANCE",
    completableTemplateObjectId: storeCard.id,
    sortOrder: 2,
  });

  const budgets: Array<[string, string]> = [
    [RENT_MORTGAGE_CATEGORY, "1650.00"],
    ["Groceries", "600.00"],
    ["Gas and electricity", "140.00"],
    ["Water", "80.00"],
    ["Transportation", "300.00"],
    ["Restaurants", "250.00"],
    ["Entertainment", "120.00"],
    [emergencyFundCategory.name, "400.00"],
  ];
  const budgetIds: Record<string, string> = {};
  for (const [index, [categoryName, target]] of budgets.entries()) {
    const budget = await createBudget(tx, {
      customerId,
      categoryName,
      target,
      sortOrder: index + 1,
      monthYear: firstOfMonth(0, now),
      financialGoalId: categoryName === emergencyFundCategory.name ? emergencyFund.id : undefined,
    });
    budgetIds[categoryName] = budget.budgetCategoryId;
  }
  await seedTransactions(tx, { customerId, checkingId: checking.id, cardId: visa.id, categoryIds: budgetIds, now });
  await seedSpendingHistory(tx, { customerId, checkingId: checking.id, cardId: visa.id, now });
}

/**
 * The three months before this one, so budget suggestions (the median of the last 3 complete periods) and the
 * category history have something to show; and the paycheck recurring detection would find (every two weeks), which
 * the budget's 'Budget period' dialog offers.
 */
async function seedSpendingHistory(
  tx: SeedDb,
  { customerId, checkingId, cardId, now }: { customerId: string; checkingId: string; cardId: string; now: Date },
) {
  const shared = await tx.budgetCategory.findMany({ where: { customerId: null }, select: { id: true, name: true } });
  const idOf = (name: string) => shared.find((category) => category.name === name)?.id ?? null;
  // [category, merchant, day of month, amount in each of the three months (oldest first)]
  const spending: Array<[string, string, number, [string, string, string]]> = [
    [RENT_MORTGAGE_CATEGORY, "Rent - Oak Street Apartments", 1, ["1650.00", "1650.00", "1650.00"]],
    ["Groceries", "H-E-B", 3, ["131.20", "149.75", "122.48"]],
    ["Groceries", "H-E-B", 11, ["118.64", "104.10", "139.02"]],
    ["Groceries", "Trader Joe's", 19, ["86.31", "92.77", "71.45"]],
    ["Groceries", "H-E-B", 25, ["127.90", "141.33", "118.20"]],
    ["Restaurants", "Torchy's Tacos", 6, ["27.35", "31.10", "24.80"]],
    ["Restaurants", "Uchi", 20, ["142.60", "98.40", "121.75"]],
    ["Gas", "Shell", 9, ["48.20", "52.75", "45.10"]],
    ["Gas", "Shell", 23, ["44.90", "49.35", "51.60"]],
    ["Gas and electricity", "Austin Energy", 4, ["102.35", "118.90", "96.41"]],
    ["Water", "City of Austin Water", 14, ["61.02", "66.75", "64.18"]],
    ["Entertainment", "Netflix", 8, ["15.49", "15.49", "15.49"]],
    ["Entertainment", "AMC Theatres", 17, ["32.00", "0", "28.50"]],
  ];
  const rows: Prisma.TransactionCreateManyInput[] = [];
  for (const [monthIndex, monthsBack] of [-3, -2, -1].entries()) {
    const first = firstOfMonth(monthsBack, now);
    for (const [category, merchant, day, amounts] of spending) {
      if (amounts[monthIndex] === "0") continue;
      rows.push({
        customerId,
        assetId: category === RENT_MORTGAGE_CATEGORY || category === "Gas and electricity" || category === "Water" ? checkingId : null,
        creditCardId: category === RENT_MORTGAGE_CATEGORY || category === "Gas and electricity" || category === "Water" ? null : cardId,
        budgetCategoryId: idOf(category),
        categorySource: "PROVIDER",
        amount: amounts[monthIndex]!,
        date: addDays(first, day - 1),
        name: merchant,
        merchantName: merchant,
        merchantKey: normalizeMerchant(merchant),
      });
    }
  }
  // Paid every two weeks on Fridays, up to the start of this month (this month's paychecks are in seedTransactions).
  const payroll = "Acme Logistics payroll";
  const start = firstOfMonth(-3, now);
  let payday = addDays(start, (5 - start.getUTCDay() + 7) % 7);
  let lastPayday = payday;
  for (; payday < firstOfMonth(0, now); payday = addDays(payday, 14)) {
    lastPayday = payday;
    rows.push({
      customerId,
      assetId: checkingId,
      budgetCategoryId: idOf("Paycheck"),
      categorySource: "PROVIDER",
      amount: "-2275.00",
      date: payday,
      name: payroll,
      merchantKey: normalizeMerchant(payroll),
    });
  }
  await tx.transaction.createMany({ data: rows });
  await tx.recurringSeries.create({
    data: {
      customerId,
      merchantKey: normalizeMerchant(payroll),
      merchantName: "Acme Logistics",
      kind: "INCOME",
      cadence: "BIWEEKLY",
      budgetCategoryId: idOf("Paycheck"),
      averageAmount: "-2275.00",
      lastAmount: "-2275.00",
      lastDate: lastPayday,
      nextDate: addDays(lastPayday, 14),
      occurrences: rows.filter((row) => row.name === payroll).length,
    },
  });
}

/** This month's transactions. Sign rule: positive is money leaving the account, negative is money coming in. */
async function seedTransactions(
  tx: SeedDb,
  {
    customerId,
    checkingId,
    cardId,
    categoryIds,
    now,
  }: { customerId: string; checkingId: string; cardId: string; categoryIds: Record<string, string>; now: Date },
) {
  const today = todayUtc(now);
  const monthStart = firstOfMonth(0, now);
  // Spread over the days elapsed this month; never in the future.
  const day = (n: number) => {
    const date = addDays(monthStart, n);
    return date > today ? today : date;
  };
  const rows: Array<{ on: "checking" | "card"; day: number; name: string; amount: string; category?: string; merchant?: string }> = [
    { on: "checking", day: 0, name: "Rent - Oak Street Apartments", amount: "1650.00", category: RENT_MORTGAGE_CATEGORY },
    { on: "checking", day: 0, name: "Acme Logistics payroll", amount: "-2275.00", category: "Paycheck" },
    { on: "checking", day: 2, name: "Austin Energy", amount: "96.41", category: "Gas and electricity" },
    { on: "card", day: 2, name: "H-E-B", amount: "142.87", category: "Groceries", merchant: "H-E-B" },
    { on: "card", day: 4, name: "Shell", amount: "48.20", category: "Transportation", merchant: "Shell" },
    { on: "card", day: 5, name: "Torchy's Tacos", amount: "27.35", category: "Restaurants", merchant: "Torchy's Tacos" },
    { on: "checking", day: 6, name: "Transfer to High-Yield Savings", amount: "400.00", category: "Build an emergency fund" },
    { on: "card", day: 8, name: "Netflix", amount: "15.49", category: "Entertainment", merchant: "Netflix" },
    { on: "card", day: 9, name: "H-E-B", amount: "118.04", category: "Groceries", merchant: "H-E-B" },
    { on: "checking", day: 12, name: "City of Austin Water", amount: "64.18", category: "Water" },
    { on: "card", day: 13, name: "Refund - Target", amount: "-22.99", category: "Groceries", merchant: "Target" },
    { on: "checking", day: 14, name: "Acme Logistics payroll", amount: "-2275.00", category: "Paycheck" },
  ];
  // Paychecks are income (the shared 'Paycheck' category), never spending.
  const paycheck = await tx.budgetCategory.findFirst({ where: { name: "Paycheck", customerId: null }, select: { id: true } });
  const idOf = (name: string) => categoryIds[name] ?? (name === "Paycheck" ? paycheck?.id : undefined) ?? null;
  await tx.transaction.createMany({
    data: rows.map((row) => ({
      customerId,
      assetId: row.on === "checking" ? checkingId : null,
      creditCardId: row.on === "card" ? cardId : null,
      budgetCategoryId: row.category ? idOf(row.category) : null,
      categorySource: row.category ? ("USER" as const) : ("NONE" as const),
      amount: row.amount,
      date: day(row.day),
      name: row.name,
      merchantName: row.merchant ?? null,
      merchantKey: normalizeMerchant(row.merchant ?? row.name),
      pending: false,
    })),
  });
}

/** Staff, an advisor looking after the demo plan, and a plan-success manager. */
async function seedProviderPeople(
  tx: SeedDb,
  { emails, passwordHash, employerPlanId }: { emails: DemoEmails; passwordHash: string; employerPlanId: string },
) {
  // Staff sign in through the identity provider in production; the demo staff user also has a password so the demo
  // works offline.
  await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.staff,
    firstName: "Taylor",
    lastName: "Brooks",
    isStaff: true,
    isSingleSignOn: true,
  });
  const advisor = await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.advisor,
    firstName: "Priya",
    lastName: "Shah",
    isAdvisor: true,
  });
  await createCustomer(tx, { userId: advisor.id });
  await createAdvisorPlan(tx, { advisorUserId: advisor.id, employerPlanId });
  const manager = await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.planSuccessManager,
    firstName: "Marcus",
    lastName: "Bell",
    isPlanSuccessManager: true,
  });
  await createCustomer(tx, { userId: manager.id });
  const twoFactorMember = await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.twoFactorMember,
    firstName: "Jordan",
    lastName: "Lee",
    phoneNumber: "+15125550143",
    phoneNumberVerifiedAt: new Date(),
    is2faEnabled: true,
  });
  await createCustomer(tx, { userId: twoFactorMember.id });
  const recoveryMember = await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.recoveryMember,
    firstName: "Riley",
    lastName: "Chen",
    recoveryEmail: "riley.personal@example.com",
    isRecoveryEmailVerified: true,
  });
  await createCustomer(tx, { userId: recoveryMember.id });
  const twoFactorRecoveryMember = await createUser(tx, {
    ...readyAccount(passwordHash),
    email: emails.twoFactorRecoveryMember,
    firstName: "Sam",
    lastName: "Ortiz",
    phoneNumber: "+15125550161",
    phoneNumberVerifiedAt: new Date(),
    is2faEnabled: true,
    recoveryEmail: "sam.personal@example.com",
    isRecoveryEmailVerified: true,
  });
  await createCustomer(tx, { userId: twoFactorRecoveryMember.id });
}
