import { builder } from "@/lib/graphql/builder";
import { getPlanDashboard, type PlanDashboard } from "@/lib/plans/get-plan-dashboard";

const PlanDashboardType = builder.objectRef<PlanDashboard>("PlanDashboard").implement({
  description: "What /dashboard/{planId} shows of an employer plan (spec 000 §2.1).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    pricingPlanName: t.exposeString("pricingPlanName", { nullable: true }),
    memberCount: t.exposeInt("memberCount"),
  }),
});

builder.queryField("planDashboard", (t) =>
  t.field({
    type: PlanDashboardType,
    description:
      "An employer plan's dashboard summary (name ours), for its admins and advisors, plan-success managers and " +
      "staff. Anyone else is refused before the plan is looked up.",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:read", planId: String(planId) } }),
    resolve: (_root, { planId }, { viewer }) => getPlanDashboard({ viewer, planId: String(planId) }),
  }),
);
