import { listDataViews, type DataView } from "@/lib/audit/list-data-views";
import { listCoachSessions, type CoachSession } from "@/lib/coach-mode/list-coach-sessions";
import { builder } from "@/lib/graphql/builder";
import { CoachSessionType } from "@/lib/graphql/coach-mode/coach-access";
import { getPlanDetails, type MemberPlan } from "@/lib/plans/get-plan-details";

const PlanTypeEnum = builder.enumType("PlanType", { values: ["PLATFORM", "COACHING"] as const });
const DataViewerRoleEnum = builder.enumType("DataViewerRole", { values: ["COACH", "STAFF"] as const });

const MemberPlanType = builder.objectRef<MemberPlan>("MemberPlan").implement({
  description: "One of the member's employer plans, as /plan-details ('My Plan') shows it.",
  fields: (t) => ({
    planId: t.exposeID("planId"),
    employerName: t.exposeString("employerName", { description: "The employer plan's name." }),
    planType: t.field({ type: PlanTypeEnum, resolve: (plan) => plan.planType }),
    planTypeName: t.exposeString("planTypeName"),
    includes: t.exposeStringList("includes", { description: "What the plan includes, in the public plan pages' words." }),
    includesCoaching: t.exposeBoolean("includesCoaching"),
    adminPermission: t.exposeString("adminPermission", {
      nullable: true,
      description: "owner, editor or viewer when the member also administers the plan; null for a plain member.",
    }),
  }),
});

const DataViewType = builder.objectRef<DataView>("DataView").implement({
  description: "A coach or staff member looked at the member's data (from the audit log).",
  fields: (t) => ({
    id: t.exposeID("id"),
    viewerName: t.exposeString("viewerName"),
    viewerRole: t.field({ type: DataViewerRoleEnum, resolve: (view) => view.viewerRole }),
    description: t.exposeString("description"),
    viewedAt: t.field({ type: "DateTime", resolve: (view) => view.viewedAt }),
  }),
});

type PlanDetails = { plans: MemberPlan[]; dataViews: DataView[] | null; coachSessions: CoachSession[] | null };

const PlanDetailsType = builder.objectRef<PlanDetails>("PlanDetails").implement({
  fields: (t) => ({
    plans: t.field({ type: [MemberPlanType], resolve: (details) => details.plans }),
    dataViews: t.field({
      type: [DataViewType],
      nullable: true,
      description: "Who viewed the member's data, newest first (the 50 most recent). Null in coach mode.",
      resolve: (details) => details.dataViews,
    }),
    coachSessions: t.field({
      type: [CoachSessionType],
      nullable: true,
      description:
        "Each Coach Mode access (consented or emergency), newest first, with every page and operation the coach saw. Null in coach mode.",
      resolve: (details) => details.coachSessions,
    }),
  }),
});

builder.queryField("planDetails", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: PlanDetailsType,
    description:
      "The signed-in member's plans and who viewed their data (name ours; 001 §2 /plan-details 'My Plan'). Read only, " +
      "and only ever the caller's own (the coached member's in coach mode).",
    resolve: async (_root, _args, { viewer }) => {
      const [plans, dataViews, coachSessions] = await Promise.all([
        getPlanDetails({ viewer }),
        listDataViews({ viewer }),
        listCoachSessions({ viewer }),
      ]);
      return { plans, dataViews, coachSessions };
    },
  }),
);
