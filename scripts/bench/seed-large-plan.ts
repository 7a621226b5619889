// `tsx scripts/bench/seed-large-plan.ts --email <admin> [--members 50000]`: an employer plan of 50,000 roster rows
// (70 % joined, 20 % invited, 10 % added) whose joined members carry the stored figures the dashboard sums, with a
// year of activity and feedback, in 20 departments and 4 locations; <admin> becomes its viewer. For bench:api's planInsights case (issue 14: under
// 200 ms p95 at this size). Set-based SQL: a few statements, not 50,000 round trips.
import { parseArgs } from "node:util";

import { closeDb, getDb } from "@/lib/db";
import { computePlanInsights } from "@/lib/plan-insights/compute-plan-insights";

export const BENCH_PLAN_ID = "bench-plan-50k";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, members: { type: "string", default: "50000" } } });
  if (!values.email) throw new Error("--email <admin> is required");
  const members = Number(values.members);
  const joined = Math.round(members * 0.7);
  const invited = Math.round(members * 0.9);
  const db = await getDb();
  const started = Date.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`
        INSERT INTO "EmployerPlan" ("id", "name", "pricingPlanId", "createdAt", "updatedAt")
        VALUES (${BENCH_PLAN_ID}, 'Bench Corporation', 'financial-wellness-coaching', now(), now())`;
      await tx.$executeRaw`
        INSERT INTO "User" ("id", "email", "firstName", "lastName", "isEmailVerified", "lastOnboardingStep", "lastActiveAt", "createdAt", "updatedAt")
        SELECT 'bench-u-' || g, 'bench-' || g || '@benchcorp.example.com', 'Bench', 'Member', true,
               CASE WHEN g % 5 = 0 THEN 2 END,
               CASE WHEN g % 3 = 0 THEN now() - interval '40 days' ELSE now() - (g % 20) * interval '1 day' END, now(), now()
        FROM generate_series(1, ${joined}) AS g`;
      await tx.$executeRaw`
        INSERT INTO "Customer" ("id", "userId", "hfhs", "emergencyFundMonths", "cardDebt", "cardDebtBaseline", "hfhsBaseline", "baselineAt", "createdAt", "updatedAt")
        SELECT 'bench-c-' || g, 'bench-u-' || g, (g * 37) % 101, ((g * 13) % 90) / 10.0, (g * 71) % 5000,
               greatest(0, (g * 71) % 5000 + (g % 7) * 100 - 200), greatest(0, (g * 37) % 101 - g % 9), now(), now(), now()
        FROM generate_series(1, ${joined}) AS g`;
      await tx.$executeRaw`
        INSERT INTO "PlanMember" ("id", "employerPlanId", "userId", "workEmail", "status", "invitedAt", "verifiedAt",
                                  "department", "location", "createdAt", "updatedAt")
        SELECT 'bench-pm-' || g, ${BENCH_PLAN_ID}, CASE WHEN g <= ${joined} THEN 'bench-u-' || g END,
               'bench-' || g || '@benchcorp.example.com',
               (CASE WHEN g <= ${joined} THEN 'VERIFIED' WHEN g <= ${invited} THEN 'INVITED' ELSE 'ADDED' END)::"PlanMemberStatus",
               CASE WHEN g <= ${invited} THEN now() - interval '330 days' END,
               CASE WHEN g <= ${joined} THEN now() - (g % 330) * interval '1 day' END,
               'Department ' || (g % 20), 'Site ' || (g % 4), now(), now()
        FROM generate_series(1, ${members}) AS g`;
      await tx.$executeRaw`
        INSERT INTO "MemberActiveMonth" ("userId", "month")
        SELECT 'bench-u-' || g, (date_trunc('month', now()) - m * interval '1 month')::date
        FROM generate_series(1, ${joined}) AS g, generate_series(0, 11) AS m
        WHERE (g + m) % 3 <> 0`;
      await tx.$executeRaw`
        INSERT INTO "CustomerFeedback" ("id", "customerId", "netPromoterScore", "createdAt")
        SELECT 'bench-f-' || g, 'bench-c-' || g, 1 + (g * 7) % 10, now() - (g % 200) * interval '1 day'
        FROM generate_series(1, ${joined}) AS g WHERE g % 3 = 0`;
      const admin = await tx.user.findUniqueOrThrow({ where: { email: values.email!.toLowerCase() }, select: { id: true } });
      await tx.planAdmin.create({ data: { userId: admin.id, employerPlanId: BENCH_PLAN_ID, permission: "VIEWER" } });
    },
    { timeout: 600_000 },
  );
  await db.$executeRawUnsafe(`ANALYZE "PlanMember", "User", "Customer", "MemberActiveMonth", "CustomerFeedback"`);
  console.log(`Plan ${BENCH_PLAN_ID}: ${members} roster rows, ${joined} joined, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The API serves kept figures (an hour); what computing them afresh costs is said here.
  const computeStarted = Date.now();
  await computePlanInsights({ db, planId: BENCH_PLAN_ID, now: new Date() });
  console.log(`Computing its dashboard figures afresh: ${Date.now() - computeStarted} ms`);
}

main()
  .then(() => closeDb())
  .catch(async (error) => {
    console.error(error);
    await closeDb();
    process.exit(1);
  });
