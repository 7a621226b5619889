import { builder } from "@/lib/graphql/builder";
import { getPlanInsightFilters, type PlanInsightFilters } from "@/lib/plan-insights/get-plan-insight-filters";
import { getPlanInsights, type PlanInsights } from "@/lib/plan-insights/get-plan-insights";
import { FILTER_NOT_OFFERED_MESSAGE, planInsightFilterSchema } from "@/lib/plan-insights/plan-insight-filter";
import { COUNT_ROUNDING, MIN_GROUP_SIZE, type PrivateCount } from "@/lib/plan-insights/privacy-rules";
import { parseInput } from "@/lib/validation/parse-input";

// The plan dashboard's figures (issue 14; names ours). Every count is rounded to COUNT_ROUNDING and null when it
// is about fewer than MIN_GROUP_SIZE members (or would let a hidden group be worked out): clients show null as hidden.

const hiddenNote = `Rounded to ${COUNT_ROUNDING}; null when hidden to protect members' privacy (fewer than ${MIN_GROUP_SIZE}).`;
const countOf = (count: PrivateCount) => count.value;

type Stage = PlanInsights["funnel"][number];
const FunnelStage = builder.objectRef<Stage>("PlanFunnelStage").implement({
  fields: (t) => ({
    key: t.exposeString("key", { description: "eligible, invited, signedUp, verified, linked, onboarded, active30." }),
    label: t.exposeString("label"),
    count: t.int({ nullable: true, description: hiddenNote, resolve: (stage) => countOf(stage.count) }),
  }),
});

type Month = PlanInsights["trend"][number];
const TrendMonth = builder.objectRef<Month>("PlanTrendMonth").implement({
  fields: (t) => ({
    month: t.exposeString("month", { description: "YYYY-MM." }),
    newMembers: t.int({ nullable: true, description: `Joined the plan that month. ${hiddenNote}`, resolve: (m) => countOf(m.newMembers) }),
    activeMembers: t.int({ nullable: true, description: `Used the product that month. ${hiddenNote}`, resolve: (m) => countOf(m.activeMembers) }),
  }),
});

const Satisfaction = builder.objectRef<PlanInsights["satisfaction"]>("PlanSatisfaction").implement({
  description: "From each member's latest feedback score (1 to 10) of the last 12 months.",
  fields: (t) => ({
    respondents: t.int({ nullable: true, description: hiddenNote, resolve: (s) => countOf(s.respondents) }),
    averageScore: t.float({ nullable: true, resolve: (s) => s.averageScore }),
    shareSevenOrMore: t.int({ nullable: true, description: "Percent scoring 7 or more.", resolve: (s) => s.shareSevenOrMore }),
  }),
});

const Coaching = builder.objectRef<PlanInsights["coaching"]>("PlanCoaching").implement({
  fields: (t) => ({
    membersBooked: t.int({ nullable: true, description: `Members who booked a session. ${hiddenNote}`, resolve: (c) => countOf(c.membersBooked) }),
    membersHeld: t.int({ nullable: true, description: `Members who had a session held. ${hiddenNote}`, resolve: (c) => countOf(c.membersHeld) }),
  }),
});

type Band = PlanInsights["outcomes"]["healthBands"][number];
const HealthBand = builder.objectRef<Band>("PlanHealthBand").implement({
  fields: (t) => ({
    label: t.exposeString("label", { description: "The score range, e.g. 40–59." }),
    members: t.int({ nullable: true, description: hiddenNote, resolve: (band) => countOf(band.members) }),
  }),
});

const Outcomes = builder.objectRef<PlanInsights["outcomes"]>("PlanOutcomes").implement({
  description: "Banded results of the plan's members together; never one member's figures.",
  fields: (t) => ({
    membersWithScore: t.int({ nullable: true, description: hiddenNote, resolve: (o) => countOf(o.membersWithScore) }),
    healthBands: t.field({ type: [HealthBand], resolve: (o) => o.healthBands }),
    emergencyFundShare: t.int({
      nullable: true,
      description: "Percent of members whose savings cover at least one month of spending.",
      resolve: (o) => o.emergencyFundShare,
    }),
    cardDebtLoweringShare: t.int({
      nullable: true,
      description: "Percent of members with card debt when they joined who owe less now.",
      resolve: (o) => o.cardDebtLoweringShare,
    }),
    membersWithGoals: t.int({ nullable: true, description: hiddenNote, resolve: (o) => countOf(o.membersWithGoals) }),
    membersCompletedGoal: t.int({ nullable: true, description: hiddenNote, resolve: (o) => countOf(o.membersCompletedGoal) }),
    averageScoreChange: t.float({
      nullable: true,
      description: "Average change of the financial health score since each member joined.",
      resolve: (o) => o.averageScoreChange,
    }),
  }),
});

const Insights = builder.objectRef<PlanInsights>("PlanInsights").implement({
  fields: (t) => ({
    asOf: t.field({ type: "DateTime", resolve: (insights) => insights.asOf }),
    minGroupSize: t.int({ resolve: () => MIN_GROUP_SIZE }),
    countRounding: t.int({ resolve: () => COUNT_ROUNDING }),
    funnel: t.field({ type: [FunnelStage], resolve: (insights) => insights.funnel }),
    trend: t.field({ type: [TrendMonth], description: "The last 12 months, oldest first.", resolve: (i) => i.trend }),
    satisfaction: t.field({ type: Satisfaction, resolve: (insights) => insights.satisfaction }),
    coaching: t.field({ type: Coaching, resolve: (insights) => insights.coaching }),
    outcomes: t.field({ type: Outcomes, resolve: (insights) => insights.outcomes }),
  }),
});

builder.queryField("planInsights", (t) =>
  t.field({
    type: Insights,
    description:
      "Adoption, engagement, satisfaction and outcomes of an employer plan's members together, for the plan's admins " +
      "and advisors, plan-success managers and staff. Only totals over at least ten members, rounded to five. " +
      "`department` or `location` (one at a time) narrows them to a value planInsightFilters offers; any other value " +
      `is refused with '${FILTER_NOT_OFFERED_MESSAGE}'`,
    args: {
      planId: t.arg.id({ required: true }),
      department: t.arg.string({ required: false }),
      location: t.arg.string({ required: false }),
    },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:read", planId: String(planId) } }),
    resolve: (_root, { planId, department, location }, { viewer }) =>
      getPlanInsights({
        viewer,
        planId: String(planId),
        filter: parseInput(planInsightFilterSchema, { department, location }, { field: null }),
      }),
  }),
);

const Filters = builder.objectRef<PlanInsightFilters>("PlanInsightFilters").implement({
  description:
    `Values planInsights may be filtered by: each a group of at least ${MIN_GROUP_SIZE} eligible members with at least ` +
    `${MIN_GROUP_SIZE} others in the plan; smaller ones are left out together so none can be worked out.`,
  fields: (t) => ({
    departments: t.exposeStringList("departments", { description: "By name." }),
    locations: t.exposeStringList("locations", { description: "By name." }),
  }),
});

builder.queryField("planInsightFilters", (t) =>
  t.field({
    type: Filters,
    description: "The departments and locations an employer plan's dashboard may be filtered by (planInsights' readers).",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:read", planId: String(planId) } }),
    resolve: (_root, { planId }, { viewer }) => getPlanInsightFilters({ viewer, planId: String(planId) }),
  }),
);
