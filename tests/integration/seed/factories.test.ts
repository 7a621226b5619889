import { randomBytes } from "node:crypto";

import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { verifyPassword } from "@/lib/crypto/hash-password";
import { resetSecretsKeyForTests } from "@/lib/crypto/secrets-key";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import {
  createAsset,
  createBudget,
  createEmployerPlan,
  createInvestingAccount,
  createMemberWithProfile,
  createPlanMember,
  createUser,
  seedReferenceData,
} from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

beforeAll(async () => {
  process.env.SECRETS_KEY ??= randomBytes(32).toString("base64");
  resetEnvForTests();
  resetSecretsKeyForTests();
  // Reference catalogs are upserted, so this is safe whatever other tests already wrote.
  await seedReferenceData(await getDb());
});

test("createUser makes unique, lower-cased emails and hashes a given password", async () => {
  const db = await getDb();
  const [first, second] = [await createUser(db), await createUser(db)];
  expect(first.email).not.toBe(second.email);

  const named = await createUser(db, { email: `  Mixed.Case.${first.id}@Example.COM `, password: "Pass-word-1!" });
  expect(named.email).toBe(`mixed.case.${first.id}@example.com`.toLowerCase());
  await expect(verifyPassword(named.passwordHash, "Pass-word-1!")).resolves.toBe(true);
  expect(first.passwordHash).toBeNull();
  expect(first.lastOnboardingStep).toBe(1);
});

test("createMemberWithProfile builds a finished, verified plan member", async () => {
  const db = await getDb();
  const plan = await createEmployerPlan(db);
  const { user, customer, planMember } = await createMemberWithProfile(db, {
    employerPlan: { id: plan.id },
    prioritySlugs: ["pay-off-debt", "build-emergency-fund"],
    salary: "60000.00",
  });

  expect(user).toMatchObject({ isEmailVerified: true, lastOnboardingStep: null });
  expect(planMember).toMatchObject({ status: "VERIFIED", userId: user.id, employerPlanId: plan.id });
  const loaded = await db.customer.findUniqueOrThrow({
    where: { id: customer.id },
    include: { incomes: true, expenses: true, creditScores: true, employments: true, priorities: true },
  });
  expect(loaded.incomes.map((income) => [income.name, income.net.toFixed(2), income.netMonthly.toFixed(2)])).toEqual([
    ["Salary", "42000.00", "3500.00"],
  ]);
  expect(loaded.expenses).toMatchObject([{ name: "Housing", interval: 2, category: "HOME", variation: "FIXED" }]);
  expect(loaded.creditScores).toHaveLength(1);
  expect(loaded.employments).toMatchObject([{ isVerified: true, employerPlanId: plan.id }]);
  expect(loaded.priorities).toHaveLength(2);
});

test("createMemberWithProfile refuses unknown priority slugs", async () => {
  const db = await getDb();
  await expect(createMemberWithProfile(db, { prioritySlugs: ["no-such-priority"] })).rejects.toThrow(
    /no priority templates no-such-priority/,
  );
});

test("plans, roster rows, assets and budgets get sensible defaults", async () => {
  const db = await getDb();
  const owner = await createUser(db);
  const plan = await createEmployerPlan(db, { owner });
  const member = await createPlanMember(db, { employerPlanId: plan.id });
  expect(member.status).toBe("ADDED");
  expect(await db.planAdmin.findMany({ where: { employerPlanId: plan.id } })).toMatchObject([
    { userId: owner.id, permission: "OWNER" },
  ]);

  const { customer } = await createMemberWithProfile(db);
  const savings = await createAsset(db, { customerId: customer.id, subtype: "savings", value: "1200.50" });
  expect(savings).toMatchObject({ liquid: true, assetType: "SAVING", provider: "MANUAL" });
  expect(savings.value.toFixed(2)).toBe("1200.50");

  const budget = await createBudget(db, { customerId: customer.id, categoryName: "Rent/Mortgage" });
  expect(budget.target.toFixed(2)).toBe("0.00");
  expect(budget.monthYear.getUTCDate()).toBe(1);
});

test("createInvestingAccount stores the SSN only encrypted, plus its last four digits", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const { party } = await createInvestingAccount(db, { userId: user.id, ssn: "900-12-3456" });

  const row = await db.investingParty.findUniqueOrThrow({ where: { id: party.id } });
  expect(row.taxIdLastFour).toBe("3456");
  expect(JSON.stringify(row)).not.toContain("900-12-3456");
  expect(JSON.stringify(row)).not.toContain("900123456");
  expect(decryptSecret(row.taxIdEncrypted!)).toBe("900-12-3456");
});
