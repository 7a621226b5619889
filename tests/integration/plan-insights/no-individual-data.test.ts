import { getDb } from "@/lib/db";
import { schema } from "@/lib/graphql/schema";
import { addPlanAdmin, createEmployerPlan, createMemberWithProfile, createUser } from "@/prisma/seed";
import { createAsset, createFinancialGoal } from "@/prisma/seed/factories/finance";
import { createTransaction } from "@/prisma/seed/factories/transactions";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { allOperations, fullQueryText } from "@/tests/helpers/operation-walker";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The rule above all of issue 14: an employer never sees an individual employee's finances. Every query of the
// schema is asked by each plan role (owner, editor, viewer, the plan's advisor), selecting everything it can hold,
// with every id argument set in turn to the plan, the member, their customer row and their asset, goal and
// transaction; no answer may hold the member's figures or names of their money.
useTestDatabase();

const MARK = "ZQXSECRET";
const AMOUNT = "987654.32";

test("no query answers a plan role with a member's accounts, balances, transactions or goals", async () => {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true, lastOnboardingStep: null });
  const plan = await createEmployerPlan(db, { owner });
  const roles = [owner];
  for (const permission of ["EDITOR", "VIEWER"] as const) {
    const admin = await createUser(db, { isEmailVerified: true, lastOnboardingStep: null });
    await addPlanAdmin(db, { userId: admin.id, employerPlanId: plan.id, permission });
    roles.push(admin);
  }
  const advisor = await createUser(db, { isEmailVerified: true, isAdvisor: true, lastOnboardingStep: null });
  await db.advisorPlan.create({ data: { advisorUserId: advisor.id, employerPlanId: plan.id } });
  roles.push(advisor);

  // Twelve members, so every total is shown; one of them holds the marked figures.
  const members = [];
  for (let i = 0; i < 12; i++) members.push(await createMemberWithProfile(db, { employerPlan: { id: plan.id } }));
  const { user, customer } = members[0]!;
  const asset = await createAsset(db, { customerId: customer.id, name: `${MARK} savings`, value: AMOUNT, subtype: "savings" });
  const goal = await createFinancialGoal(db, { customerId: customer.id, name: `${MARK} goal`, endValue: AMOUNT });
  const transaction = await createTransaction(db, { customerId: customer.id, name: `${MARK} purchase`, amount: `-${AMOUNT}` });
  await db.customer.update({ where: { id: customer.id }, data: { totalSavings: AMOUNT, assetWorth: AMOUNT } });

  const ids = [plan.id, user.id, customer.id, asset.id, goal.id, transaction.id];
  const queries = allOperations(schema).filter(({ kind }) => kind === "query");
  let answered = 0;
  for (const role of roles) {
    const { cookie } = await sessionCookieFor(role.id);
    for (const { field } of queries) {
      for (const id of ids) {
        const { body } = await executeGraphQL({ query: fullQueryText(field, id), cookie });
        const text = JSON.stringify(body.data ?? null);
        expect({ query: field.name, id, leaks: text.includes(MARK) || text.includes(AMOUNT) || text.includes("987654") }).toEqual({
          query: field.name,
          id,
          leaks: false,
        });
        if (body.data && Object.values(body.data).some((value) => value !== null)) answered += 1;
      }
    }
  }
  // The same walk as the member themself does find their figures: it reaches where they live.
  const own = await sessionCookieFor(user.id);
  const found = [];
  for (const { field } of queries) {
    const { body } = await executeGraphQL({ query: fullQueryText(field, user.id), cookie: own.cookie });
    if (JSON.stringify(body.data ?? null).includes(MARK)) found.push(field.name);
  }
  expect(found.length).toBeGreaterThan(0);
  // The walk reached real answers (the plan's own dashboard among them), not only refusals.
  expect(answered).toBeGreaterThan(roles.length * 10);
  const { body } = await executeGraphQL<{ planInsights: { funnel: Array<{ key: string; count: number | null }> } }>({
    query: `{ planInsights(planId: "${plan.id}") { funnel { key count } } }`,
    cookie: (await sessionCookieFor(owner.id)).cookie,
  });
  expect(body.data?.planInsights.funnel.find((stage) => stage.key === "verified")?.count).toBe(10);
}, 180_000); // it calls every query of the schema, as each plan role: about 45 s on a busy 2-core machine
