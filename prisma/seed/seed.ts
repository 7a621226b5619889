import { classifyTransactions } from "@/lib/transactions/classify-transactions";
import { detectRecurringSeries } from "@/lib/transactions/detect-recurring-series";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";
import { getEnv } from "@/lib/env";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

import type { SeedDb } from "./db";
import { addDays, firstOfMonth, lastOfMonth, todayUtc, utcDate } from "./dates";
import { backdateCoworkerBaselines, seedDemoCoworkers } from "./demo-coworkers";
import { demoWorthPoints } from "./demo-histories";
import { demoTransactionRows, demoTransactions } from "./demo-transactions";
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
import { createCoach } from "./factories/coaching";
import { createCustomer, createMemberWithProfile, createUser, hashFixturePassword } from "./factories/users";
import { RENT_MORTGAGE_CATEGORY } from "./reference/budget-categories";
import { seedReferenceData } from "./reference/seed-reference-data";

/** One password for every demo account; meets the strength rule (000 §5): 8+ chars, upper, lower, digit, !@#$%^&*. */
export const DEMO_PASSWORD = "Demo-Password-2026!";
export const DEMO_PLAN_NAME = "Acme Logistics";
const WORK_DOMAIN = "acmelogistics.example.com";
/** The second demo plan's company; the built-in HR system's directory for it uses the same domain. */
export const HR_DEMO_PLAN_NAME = "Northwind Freight";
const HR_DEMO_DOMAIN = "northwindfreight.example.com";

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
    /** A staff coach with weekday hours (America/Chicago): /contact offers the demo member their times. */
    coach: `jamie.rivera@${staffDomain}`,
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
    /**
     * Northwind Freight, a second plan with an empty roster, for connecting the built-in HR system (its directory
     * fills the roster): its owner, an editor and a viewer.
     */
    hrPlanOwner: `morgan.reyes@${HR_DEMO_DOMAIN}`,
    hrPlanEditor: `chris.hale@${HR_DEMO_DOMAIN}`,
    hrPlanViewer: `nina.patel@${HR_DEMO_DOMAIN}`,
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
      await seedDemoCoworkers(tx, { employerPlanId: plan.id, workDomain: WORK_DOMAIN });
      // Every score and overview is what the formula computes from the seeded data: 'Recalculate' changes nothing.
      for (const { id } of await tx.customer.findMany({ select: { id: true } })) {
        await recalculateCustomerAttributes({ tx, customerId: id });
      }
      await backdateCoworkerBaselines(tx, { employerPlanId: plan.id });
      await seedHrDemoPlan(tx, { emails, passwordHash });
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
      { role: "coach", email: emails.coach, password: DEMO_PASSWORD },
      { role: "hr-plan-owner", email: emails.hrPlanOwner, password: DEMO_PASSWORD },
      { role: "hr-plan-editor", email: emails.hrPlanEditor, password: DEMO_PASSWORD },
      { role: "hr-plan-viewer", email: emails.hrPlanViewer, password: DEMO_PASSWORD },
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
  const departments = ["Operations", "Sales", "Finance", "Warehouse"];
  const locations = ["Austin", "Dallas"];
  for (const [index, person] of ROSTER.entries()) {
    const isRemoved = person.status === "REMOVED";
    await createPlanMember(tx, {
      employerPlanId: plan.id,
      firstName: person.firstName,
      lastName: person.lastName,
      workEmail: workEmail(person.firstName, person.lastName),
      // The Roster tab's columns (issue 14): a terminated employee instead of a removed one.
      status: isRemoved ? "INVITED" : person.status,
      invitedAt: person.status === "ADDED" ? null : invitedAt,
      invitationEmailCount: person.status === "ADDED" ? 0 : 3,
      employeeId: `AL-${1001 + index}`,
      department: departments[index % departments.length],
      location: locations[index % locations.length],
      hireDate: utcDate(2019 + (index % 5), index, 1),
      employmentStatus: isRemoved ? "TERMINATED" : index === 3 ? "ON_LEAVE" : "ACTIVE",
      terminationDate: isRemoved ? addDays(now, -10) : null,
    });
  }
  return { plan, owner };
}

/** Northwind Freight: a plan with administrators and no roster yet, waiting for its HR system to be connected. */
async function seedHrDemoPlan(tx: SeedDb, { emails, passwordHash }: { emails: DemoEmails; passwordHash: string }) {
  const plan = await createEmployerPlan(tx, { name: HR_DEMO_PLAN_NAME, pricingPlanId: PRICING_PLAN_IDS.coaching });
  const admins = [
    { email: emails.hrPlanOwner, firstName: "Morgan", lastName: "Reyes", permission: "OWNER" },
    { email: emails.hrPlanEditor, firstName: "Chris", lastName: "Hale", permission: "EDITOR" },
    { email: emails.hrPlanViewer, firstName: "Nina", lastName: "Patel", permission: "VIEWER" },
  ] as const;
  for (const admin of admins) {
    const user = await createUser(tx, { ...readyAccount(passwordHash), email: admin.email, firstName: admin.firstName, lastName: admin.lastName });
    await createCustomer(tx, { userId: user.id, state: "IL", postalCode: "60601" });
    await addPlanAdmin(tx, { userId: user.id, employerPlanId: plan.id, permission: admin.permission });
  }
  return plan;
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
    category: "EMERGENCY_FUND",
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
    category: "PAY_DOWN_DEBT",
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
  for (const [index, [categoryName, target]] of budgets.entries()) {
    await createBudget(tx, {
      customerId,
      categoryName,
      target,
      sortOrder: index + 1,
      monthYear: firstOfMonth(0, now),
      financialGoalId: categoryName === emergencyFundCategory.name ? emergencyFund.id : undefined,
    });
  }
  await seedTransactions(tx, {
    customerId,
    checkingId: checking.id,
    savingsId: savings.id,
    cardId: visa.id,
    goalCategoryId: emergencyFundCategory.id,
    now,
  });
}

/**
 * About four months of transactions on the checking and savings accounts and the Visa card, stored as a sync stores
 * them and then classified and searched for recurring series the way every sync is: so /transactions, /spend and
 * /budget show what a member who linked a bank sees. The member has already made a few choices: a rule (Costco is
 * groceries), one edit (Torchy's Tacos is fast food, which the merchant memory then carries to the other visits) and
 * the savings transfer filed under their emergency-fund goal.
 */
async function seedTransactions(
  tx: Prisma.TransactionClient,
  {
    customerId,
    checkingId,
    savingsId,
    cardId,
    goalCategoryId,
    now,
  }: { customerId: string; checkingId: string; savingsId: string; cardId: string; goalCategoryId: string; now: Date },
) {
  const shared = async (providerCode: string) =>
    (await tx.budgetCategory.findUniqueOrThrow({ where: { providerCode }, select: { id: true } })).id;
  await tx.categoryRule.create({
    data: { customerId, merchantKey: normalizeMerchant("Costco"), merchantName: "Costco", budgetCategoryId: await shared("FOOD_AND_DRINK_GROCERIES") },
  });

  const rows = demoTransactionRows(demoTransactions(now), {
    customerId,
    accounts: { checking: { assetId: checkingId }, savings: { assetId: savingsId }, card: { creditCardId: cardId } },
  });
  const created = await tx.transaction.createManyAndReturn({ data: rows, select: { id: true, merchantKey: true, amount: true, assetId: true } });

  const firstTacos = created.find(({ merchantKey }) => merchantKey === normalizeMerchant("Torchy's Tacos"));
  if (firstTacos) {
    await tx.transaction.update({
      where: { id: firstTacos.id },
      data: { budgetCategoryId: await shared("FOOD_AND_DRINK_FAST_FOOD"), categorySource: "USER" },
    });
  }
  const savingsTransfers = created.filter(({ assetId, amount }) => assetId === checkingId && amount.toFixed(2) === "400.00");
  await tx.transaction.updateMany({
    where: { id: { in: savingsTransfers.map(({ id }) => id) } },
    data: { budgetCategoryId: goalCategoryId, categorySource: "USER" },
  });

  await classifyTransactions({ tx, customerId, transactionIds: created.map(({ id }) => id) });
  await detectRecurringSeries({ tx, customerId, today: todayUtc(now) });
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
  await createCoach(tx, {
    user: { ...readyAccount(passwordHash), email: emails.coach, firstName: "Jamie", lastName: "Rivera" },
    timeZone: "America/Chicago",
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
