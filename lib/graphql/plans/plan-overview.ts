import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { createAdvisedPlan } from "@/lib/plans/create-advised-plan";
import { getPlanOverview, type PlanOverview } from "@/lib/plans/get-plan-overview";
import { updatePlanContract } from "@/lib/plans/update-plan-contract";

// /plans/{id} and /advisor/plan/create (issue 14 item 6; names ours): the provider's view of a plan (staff,
// plan-success managers, the plan's advisors), staff's edit of its contract, and an advisor's new plan.

const PlanAdministratorType = builder
  .objectRef<PlanOverview["administrators"][number]>("PlanOverviewAdministrator")
  .implement({
    fields: (t) => ({
      userId: t.exposeID("userId"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      email: t.exposeString("email"),
      permission: t.exposeString("permission", { description: "OWNER, EDITOR or VIEWER." }),
    }),
  });

const PlanAdvisorType = builder.objectRef<PlanOverview["advisors"][number]>("PlanOverviewAdvisor").implement({
  fields: (t) => ({
    userId: t.exposeID("userId"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
  }),
});

const RosterCountsType = builder.objectRef<PlanOverview["roster"]>("PlanRosterCounts").implement({
  fields: (t) => ({
    added: t.exposeInt("added"),
    invited: t.exposeInt("invited"),
    verified: t.exposeInt("verified"),
    removed: t.exposeInt("removed"),
  }),
});

const PricingPlanType = builder.objectRef<PlanOverview["pricingPlan"]>("PlanOverviewPricingPlan").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const PlanOverviewType = builder.objectRef<PlanOverview>("PlanOverview").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    pricingPlan: t.field({ type: PricingPlanType, resolve: (plan) => plan.pricingPlan }),
    seats: t.exposeInt("seats", { nullable: true }),
    renewalDate: t.exposeString("renewalDate", { nullable: true, description: "YYYY-MM-DD." }),
    createdAt: t.field({ type: "DateTime", resolve: (plan) => plan.createdAt }),
    administrators: t.field({ type: [PlanAdministratorType], resolve: (plan) => plan.administrators }),
    advisors: t.field({ type: [PlanAdvisorType], resolve: (plan) => plan.advisors }),
    roster: t.field({ type: RosterCountsType, resolve: (plan) => plan.roster }),
    invitationsSent: t.exposeInt("invitationsSent"),
    isRosterSyncFailed: t.exposeBoolean("isRosterSyncFailed"),
    lastRosterSyncAt: t.field({ type: "DateTime", nullable: true, resolve: (plan) => plan.lastRosterSyncAt }),
    canEditContract: t.exposeBoolean("canEditContract"),
  }),
});

builder.queryField("planOverview", (t) =>
  t.field({
    type: PlanOverviewType,
    description: "/plans/{id}: a plan's tier, seats, renewal, administrators, roster by status, invitations and HR sync.",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan-contract:read", planId: String(planId) } }),
    resolve: (_root, { planId }, { viewer }) => getPlanOverview({ viewer, planId: String(planId) }),
  }),
);

type ContractResult = { seats: number | null; renewalDate: string | null; error: string | null; errorField?: string | null };

const UpdatePlanContractPayload = payloadType<ContractResult>("UpdatePlanContractPayload", {
  errorField: "seats or renewalDate.",
  fields: (t) => ({
    seats: t.exposeInt("seats", { nullable: true }),
    renewalDate: t.exposeString("renewalDate", { nullable: true }),
  }),
});

builder.mutationField("updatePlanContract", (t) =>
  t.field({
    type: UpdatePlanContractPayload,
    description: "Staff: a plan's seats (employees paid for) and renewal date (YYYY-MM-DD, or null). Audited.",
    args: {
      planId: t.arg.id({ required: true }),
      seats: t.arg.int({ required: true }),
      renewalDate: t.arg.string(),
    },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan-contract:edit", planId: String(planId) } }),
    resolve: (_root, { planId, seats, renewalDate }, { viewer, ipAddress }) =>
      runPayload<ContractResult>(
        async () => ({
          error: null,
          ...(await updatePlanContract({
            viewer,
            planId: String(planId),
            input: { seats, renewalDate: renewalDate ?? null },
            ipAddress,
          })),
        }),
        ({ error, errorField }) => ({ error, errorField, seats: null, renewalDate: null }),
      ),
  }),
);

type CreatedResult = { planId: string | null; error: string | null; errorField?: string | null };

const CreateAdvisedPlanPayload = payloadType<CreatedResult>("CreateAdvisedPlanPayload", {
  errorField: "name, pricingPlanId or seats.",
  fields: (t) => ({ planId: t.exposeID("planId", { nullable: true }) }),
});

builder.mutationField("createAdvisedPlan", (t) =>
  t.withAuth({ can: "advised-plan:create" }).field({
    type: CreateAdvisedPlanPayload,
    description: "Advisors: creates a plan they advise (name, pricing plan, seats); it joins their plan search and dashboards.",
    args: {
      name: t.arg.string({ required: true }),
      pricingPlanId: t.arg.string({ required: true }),
      seats: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<CreatedResult>(
        async () => {
          const plan = await createAdvisedPlan({ viewer, input: args, ipAddress });
          // The session's cached viewer lists the plans the advisor advises: the new one must count at once.
          await forgetCachedSession(viewer.sessionId);
          return { error: null, planId: plan.id };
        },
        ({ error, errorField }) => ({ error, errorField, planId: null }),
      ),
  }),
);
