import { verifyPassword } from "@/lib/crypto/hash-password";
import { storedOverviewSelect } from "@/lib/customers/get-customer-record";
import { getEnv } from "@/lib/env";
import { recalculateUserAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { DEMO_PASSWORD, DEMO_PLAN_NAME, HR_DEMO_PLAN_NAME, seedDemoData, seedReferenceData } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

// This file's own fresh database: seeded once, then inspected by every test.
const testDb = useTestDatabase();
let signIns: Awaited<ReturnType<typeof seedDemoData>>["signIns"];

beforeAll(async () => {
  ({ signIns } = await seedDemoData(testDb.db()));
}, 120_000);

const emailOf = (role: string) => {
  const signIn = signIns.find((entry) => entry.role === role);
  if (!signIn) throw new Error(`no demo sign-in for ${role}`);
  return signIn.email;
};

test("returns one sign-in per role, all with the demo password that works", async () => {
  expect(signIns.map((signIn) => signIn.role)).toEqual([
    "member",
    "plan-admin",
    "staff",
    "advisor",
    "plan-success-manager",
    "coach",
    "hr-plan-owner",
    "hr-plan-editor",
    "hr-plan-viewer",
  ]);
  for (const signIn of signIns) {
    expect(signIn.password).toBe(DEMO_PASSWORD);
    const user = await testDb.db().user.findUniqueOrThrow({ where: { email: signIn.email } });
    expect(user.email).toBe(signIn.email.toLowerCase());
    expect(user).toMatchObject({ isEmailVerified: true, lastOnboardingStep: null, deactivatedAt: null });
    await expect(verifyPassword(user.passwordHash, signIn.password)).resolves.toBe(true);
  }
});

test("gives each demo user exactly the role flags of their role", async () => {
  const db = testDb.db();
  const flags = { isStaff: true, isAdvisor: true, isPlanSuccessManager: true } as const;
  const select = { isStaff: true, isAdvisor: true, isPlanSuccessManager: true } as const;
  const of = (role: string) => db.user.findUniqueOrThrow({ where: { email: emailOf(role) }, select });

  expect(await of("member")).toEqual({ isStaff: false, isAdvisor: false, isPlanSuccessManager: false });
  expect(await of("plan-admin")).toEqual({ isStaff: false, isAdvisor: false, isPlanSuccessManager: false });
  expect(await of("staff")).toEqual({ ...flags, isAdvisor: false, isPlanSuccessManager: false });
  expect(await of("advisor")).toEqual({ isStaff: false, isAdvisor: true, isPlanSuccessManager: false });
  expect(await of("plan-success-manager")).toEqual({ isStaff: false, isAdvisor: false, isPlanSuccessManager: true });
  expect(await of("coach")).toEqual({ ...flags, isAdvisor: false, isPlanSuccessManager: false });
  for (const role of ["hr-plan-owner", "hr-plan-editor", "hr-plan-viewer"]) {
    expect(await of(role)).toEqual({ isStaff: false, isAdvisor: false, isPlanSuccessManager: false });
  }
  expect(emailOf("staff").endsWith(`@${getEnv().STAFF_EMAIL_DOMAIN}`)).toBe(true);
});

test("creates the employer plan with its owner, a roster of ten plus 44 colleagues who joined, and an advisor", async () => {
  const db = testDb.db();
  const plan = await db.employerPlan.findUniqueOrThrow({
    where: { name: DEMO_PLAN_NAME },
    include: { admins: { include: { user: true } }, members: true, advisorPlans: { include: { advisor: true } } },
  });
  expect(plan.admins.map((admin) => [admin.user.email, admin.permission])).toEqual([[emailOf("plan-admin"), "OWNER"]]);
  expect(plan.members).toHaveLength(54);
  expect(new Set(plan.members.map((member) => member.workEmail)).size).toBe(54);
  expect(plan.advisorPlans.map((advisorPlan) => advisorPlan.advisor.email)).toEqual([emailOf("advisor")]);

  const verified = plan.members.filter((member) => member.status === "VERIFIED");
  expect(verified).toHaveLength(45);
  const member = await db.user.findUniqueOrThrow({ where: { email: emailOf("member") } });
  expect(verified.map((row) => row.userId)).toContain(member.id);
  // The colleagues cannot sign in: no password, and no demo sign-in lists them.
  const colleagues = await db.user.count({ where: { id: { in: verified.map((row) => row.userId!) }, passwordHash: null } });
  expect(colleagues).toBe(44);
});

test("creates Northwind Freight with an owner, an editor and a viewer and no roster, for connecting the HR system", async () => {
  const plan = await testDb.db().employerPlan.findUniqueOrThrow({
    where: { name: HR_DEMO_PLAN_NAME },
    include: { admins: { include: { user: true }, orderBy: { permission: "asc" } }, members: true },
  });
  expect(plan.members).toEqual([]);
  expect(plan.admins.map((admin) => [admin.user.email, admin.permission]).sort()).toEqual(
    [
      [emailOf("hr-plan-owner"), "OWNER"],
      [emailOf("hr-plan-editor"), "EDITOR"],
      [emailOf("hr-plan-viewer"), "VIEWER"],
    ].sort(),
  );
});

test("gives the member a finished profile with accounts, budgets, a goal and a year of history", async () => {
  const db = testDb.db();
  const user = await db.user.findUniqueOrThrow({
    where: { email: emailOf("member") },
    include: {
      customer: {
        include: {
          employments: true,
          priorities: true,
          incomes: true,
          expenses: true,
          creditScores: true,
          assets: true,
          creditCards: true,
          loans: true,
          budgets: { include: { budgetCategory: true } },
          financialGoals: { include: { quantifiables: true } },
          familyMembers: true,
          _count: { select: { netWorthHistories: true, assetWorthHistories: true, liabilityHistories: true } },
        },
      },
    },
  });
  const customer = user.customer!;
  expect(customer.hfhs).not.toBeNull();
  expect(customer.employments).toMatchObject([{ isVerified: true }]);
  expect(customer.priorities.length).toBeGreaterThanOrEqual(3);
  expect(customer.incomes.map((income) => income.name)).toContain("Salary");
  expect(customer.expenses).toMatchObject([{ name: "Housing", interval: 2, category: "HOME", variation: "FIXED" }]);
  expect(customer.creditScores[0]!.value).toBeGreaterThanOrEqual(300);
  expect(customer.assets.length).toBeGreaterThanOrEqual(3);
  expect(customer.creditCards.length).toBeGreaterThanOrEqual(1);
  expect(customer.loans.length).toBeGreaterThanOrEqual(1);
  expect(customer.loans.every((loan) => loan.paymentInterval === 2)).toBe(true);
  expect(customer.budgets.map((budget) => budget.budgetCategory.name)).toContain("Rent/Mortgage");
  expect(customer.financialGoals.some((goal) => goal.quantifiables.length > 0)).toBe(true);
  expect(customer.familyMembers.map((member) => member.relationship).sort()).toEqual(["CHILD", "SPOUSE"]);
  for (const count of Object.values(customer._count)) expect(count).toBeGreaterThanOrEqual(13);

  // The overview and today's history agree with the accounts.
  const sum = (values: Array<{ value: { toString(): string } }>) =>
    values.reduce((total, { value }) => total + Math.round(Number(value.toString()) * 100), 0);
  const assetsCents = sum(customer.assets);
  const liabilitiesCents = sum(customer.creditCards) + sum(customer.loans);
  expect(Math.round(Number(customer.assetWorth) * 100)).toBe(assetsCents);
  const latest = await db.netWorthHistory.findFirstOrThrow({ where: { customerId: customer.id }, orderBy: { date: "desc" } });
  expect(Math.round(Number(latest.value) * 100)).toBe(assetsCents - liabilitiesCents);
});

test("stores what the formula computes: recalculating the seeded data changes no score and no figure, twice over", async () => {
  const db = testDb.db();
  const overviewOf = (userId: string) =>
    db.customer.findUniqueOrThrow({
      where: { userId },
      select: { hfhs: true, ...storedOverviewSelect },
    });
  const readable = (overview: Awaited<ReturnType<typeof overviewOf>>) =>
    Object.fromEntries(Object.entries(overview).map(([key, value]) => [key, value === null ? null : String(value)]));
  for (const role of ["member", "plan-admin"]) {
    const { id } = await db.user.findUniqueOrThrow({ where: { email: emailOf(role) }, select: { id: true } });
    const seeded = readable(await overviewOf(id));
    const first = await recalculateUserAttributes({ userId: id });
    expect(first.hfhs).toBe(Number(seeded.hfhs));
    expect(readable(await overviewOf(id))).toEqual(seeded);
    await recalculateUserAttributes({ userId: id });
    expect(readable(await overviewOf(id))).toEqual(seeded);
  }
  // The demo member's savings moved since "yesterday's" update, so the overview shows a change.
  const member = await db.user.findUniqueOrThrow({ where: { email: emailOf("member") }, select: { id: true } });
  expect(String((await overviewOf(member.id)).totalSavingIncrementSinceLastUpdate)).not.toBe("0");
});

test("seeds the reference catalogs", async () => {
  const db = testDb.db();
  expect(await db.priorityTemplate.count()).toBeGreaterThanOrEqual(12);
  const template = await db.priorityTemplate.findFirstOrThrow({ orderBy: { sortOrder: "asc" } });
  expect(template.imageUrl).toBe(`/images/priorities/${template.slug}.svg`);
  expect(await db.budgetCategory.findFirst({ where: { customerId: null, name: "Rent/Mortgage" } })).not.toBeNull();
  const categories = await db.notificationCategory.findMany({ include: { templates: true, subcategories: true } });
  expect(categories.length).toBeGreaterThanOrEqual(3);
  expect(categories.every((category) => category.templates.length > 0)).toBe(true);
  expect(categories.some((category) => category.subcategories.length > 0)).toBe(true);
  expect(categories.filter((category) => category.isInvesting)).toHaveLength(1);
});

test("re-applying the reference catalogs (as every start does) brings existing priority templates up to date", async () => {
  const db = testDb.db();
  const template = await db.priorityTemplate.findFirstOrThrow({ orderBy: { sortOrder: "asc" } });
  // An installation seeded before the illustrations still points at an old image and copy.
  await db.priorityTemplate.update({ where: { id: template.id }, data: { imageUrl: "/images/old.png", name: "Old name" } });
  await seedReferenceData(db);
  const updated = await db.priorityTemplate.findUniqueOrThrow({ where: { id: template.id } });
  expect(updated).toMatchObject({ id: template.id, imageUrl: template.imageUrl, name: template.name });
  expect(await db.priorityTemplate.count({ where: { slug: template.slug } })).toBe(1);
});

test("gives the member months of transactions classified as a sync would: categories, rules, pairs, recurring series", async () => {
  const db = testDb.db();
  const { customer } = await db.user.findUniqueOrThrow({ where: { email: emailOf("member") }, select: { customer: true } });
  const customerId = customer!.id;
  const transactions = await db.transaction.findMany({
    where: { customerId },
    select: { date: true, merchantKey: true, categorySource: true, needsReview: true, transferPartnerId: true, name: true, budgetCategory: { select: { name: true } } },
  });
  expect(transactions.length).toBeGreaterThan(100);
  expect(new Set(transactions.map(({ date }) => date.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(3);
  expect(transactions.every(({ budgetCategory }) => budgetCategory !== null)).toBe(true);

  const at = (merchantKey: string) => transactions.filter((row) => row.merchantKey === merchantKey);
  expect(at("costco").length).toBeGreaterThan(0);
  expect(at("costco").every(({ categorySource, budgetCategory }) => categorySource === "RULE" && budgetCategory?.name === "Groceries")).toBe(true);
  expect(at("torchy s tacos").map(({ categorySource }) => categorySource).sort()).toEqual(
    ["USER", ...Array(at("torchy s tacos").length - 1).fill("MERCHANT")].sort(),
  );
  expect(at("torchy s tacos").every(({ budgetCategory }) => budgetCategory?.name === "Fast food")).toBe(true);
  expect(transactions.some(({ needsReview, budgetCategory }) => needsReview && budgetCategory?.name === "Uncategorized")).toBe(true);

  const cardPayments = transactions.filter(({ name }) => name === "VISA SIGNATURE AUTOPAY" || name === "PAYMENT - THANK YOU");
  expect(cardPayments.length).toBeGreaterThanOrEqual(6);
  expect(cardPayments.every(({ transferPartnerId }) => transferPartnerId !== null)).toBe(true);

  const series = await db.recurringSeries.findMany({ where: { customerId }, select: { merchantKey: true, kind: true, cadence: true } });
  expect(series).toEqual(
    expect.arrayContaining([
      { merchantKey: "netflix", kind: "EXPENSE", cadence: "MONTHLY" },
      { merchantKey: "spotify", kind: "EXPENSE", cadence: "MONTHLY" },
      { merchantKey: "oak street apartments", kind: "EXPENSE", cadence: "MONTHLY" },
      { merchantKey: "acme logistics", kind: "INCOME", cadence: "BIWEEKLY" },
    ]),
  );
  expect(series.map(({ merchantKey }) => merchantKey)).not.toContain("h e b");
});

test("refuses to run again rather than duplicate anything", async () => {
  const db = testDb.db();
  const before = { users: await db.user.count(), plans: await db.employerPlan.count(), budgets: await db.budget.count() };
  await expect(seedDemoData(db)).rejects.toThrow(/only runs on an empty database/);
  expect({ users: await db.user.count(), plans: await db.employerPlan.count(), budgets: await db.budget.count() }).toEqual(
    before,
  );
});
