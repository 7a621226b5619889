import { getDb } from "@/lib/db";
import { createEmployerPlan, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// /plan-success-dashboard (issue 14): every plan's activation and activity for staff and plan-success managers, an
// advisor's own plans for them; plans under 20 % activation 60 days after starting come first, flagged.
useTestDatabase();

const QUERY = `{ planSuccessDashboard { planId planName eligible activationPercent activePercent isSyncFailed satisfaction flagged } }`;
type Row = { planId: string; planName: string; eligible: number; activationPercent: number | null; activePercent: number | null; isSyncFailed: boolean; flagged: boolean };

async function rosterOf(planId: string, { joined, waiting }: { joined: number; waiting: number }) {
  const db = await getDb();
  for (let i = 0; i < joined + waiting; i++) {
    const email = uniqueEmail("success");
    const user = i < joined ? await createUser(db, { email, isEmailVerified: true, lastActiveAt: i % 2 ? new Date() : null }) : null;
    await db.planMember.create({
      data: { employerPlanId: planId, workEmail: email, userId: user?.id ?? null, status: user ? "VERIFIED" : "INVITED", verifiedAt: user ? new Date() : null },
    });
  }
}

test("staff see every plan, a struggling old plan first; an advisor sees only theirs; members are refused", async () => {
  const db = await getDb();
  const longAgo = new Date(Date.now() - 90 * 86_400_000);
  const struggling = await createEmployerPlan(db, { createdAt: longAgo, isFinchSyncFailed: true });
  const thriving = await createEmployerPlan(db, { createdAt: longAgo });
  const young = await createEmployerPlan(db);
  await rosterOf(struggling.id, { joined: 1, waiting: 9 });
  await rosterOf(thriving.id, { joined: 4, waiting: 6 });
  await rosterOf(young.id, { joined: 0, waiting: 5 });

  const staff = await createStaffUser(db);
  const { body } = await executeGraphQL<{ planSuccessDashboard: Row[] }>({ query: QUERY, cookie: (await sessionCookieFor(staff.id)).cookie });
  const rows = body.data!.planSuccessDashboard.filter((row) => [struggling.id, thriving.id, young.id].includes(row.planId));
  expect(rows[0]).toMatchObject({ planId: struggling.id, eligible: 10, activationPercent: 10, activePercent: 0, isSyncFailed: true, flagged: true });
  expect(rows.find((row) => row.planId === thriving.id)).toMatchObject({ activationPercent: 40, activePercent: 50, flagged: false });
  // Too young to judge: no one joined yet, but it started this week.
  expect(rows.find((row) => row.planId === young.id)).toMatchObject({ activationPercent: 0, activePercent: null, flagged: false });

  const advisor = await createUser(db, { isEmailVerified: true, isAdvisor: true });
  await db.advisorPlan.create({ data: { advisorUserId: advisor.id, employerPlanId: thriving.id } });
  const asAdvisor = await executeGraphQL<{ planSuccessDashboard: Row[] }>({ query: QUERY, cookie: (await sessionCookieFor(advisor.id)).cookie });
  expect(asAdvisor.body.data?.planSuccessDashboard.map((row) => row.planId)).toEqual([thriving.id]);

  const manager = await createUser(db, { isEmailVerified: true, isPlanSuccessManager: true });
  const asManager = await executeGraphQL<{ planSuccessDashboard: Row[] }>({ query: QUERY, cookie: (await sessionCookieFor(manager.id)).cookie });
  expect(asManager.body.data?.planSuccessDashboard.length).toBeGreaterThanOrEqual(3);

  const member = await createUser(db, { isEmailVerified: true });
  const refused = await executeGraphQL({ query: QUERY, cookie: (await sessionCookieFor(member.id)).cookie });
  expect(refused.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
  expect((await executeGraphQL({ query: QUERY })).body.errors?.[0]?.message).toBe("Please sign in and try again.");
});
