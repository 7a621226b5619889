import { builder } from "@/lib/graphql/builder";
import { listPlanSuccess, type PlanSuccessRow } from "@/lib/plan-success/list-plan-success";

// /plan-success-dashboard (spec 001 §2, issue 14; name ours): every plan's adoption for staff and plan-success
// managers, an advisor's own plans for them.

const Row = builder.objectRef<PlanSuccessRow>("PlanSuccessRow").implement({
  fields: (t) => ({
    planId: t.exposeID("planId"),
    planName: t.exposeString("planName"),
    tier: t.exposeString("tier", { nullable: true }),
    startedAt: t.field({ type: "DateTime", resolve: (row) => row.startedAt }),
    eligible: t.exposeInt("eligible"),
    activationPercent: t.exposeInt("activationPercent", { nullable: true, description: "Eligible employees who joined." }),
    activePercent: t.exposeInt("activePercent", { nullable: true, description: "Joined members active in 30 days." }),
    isSyncFailed: t.exposeBoolean("isSyncFailed"),
    isSyncConnected: t.exposeBoolean("isSyncConnected", { description: "The roster follows an HR system." }),
    renewalDate: t.field({ type: "DateTime", nullable: true, resolve: (row) => row.renewalDate }),
    satisfaction: t.exposeFloat("satisfaction", { nullable: true, description: "Average feedback score; null under ten answers." }),
    flagged: t.exposeBoolean("flagged", { description: "Under 20 % activation 60 days after the plan started." }),
  }),
});

builder.queryField("planSuccessDashboard", (t) =>
  t.withAuth({ can: "plan-success:read" }).field({
    type: [Row],
    description: "Each plan's activation, 30-day activity, roster sync and satisfaction; flagged plans first.",
    resolve: (_root, _args, { viewer }) => listPlanSuccess({ viewer }),
  }),
);
