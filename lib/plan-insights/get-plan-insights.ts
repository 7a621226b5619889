import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { HEALTH_BAND_FLOORS, loadPlanMemberFigures } from "./load-plan-member-figures";
import { loadPlanTrend } from "./load-plan-trend";
import { privateAverage, privateCount, privateShare, type PrivateCount } from "./privacy-rules";
import { suppressPartition } from "./suppress-partition";

export type FunnelStageKey = "eligible" | "invited" | "signedUp" | "verified" | "linked" | "onboarded" | "active30";

export const FUNNEL_STAGES: ReadonlyArray<{ key: FunnelStageKey; label: string }> = [
  { key: "eligible", label: "Eligible" },
  { key: "invited", label: "Invited" },
  { key: "signedUp", label: "Signed up" },
  { key: "verified", label: "Joined the plan" },
  { key: "linked", label: "Linked an account" },
  { key: "onboarded", label: "Finished onboarding" },
  { key: "active30", label: "Active in the last 30 days" },
];

export const HEALTH_BAND_LABELS = ["0–19", "20–39", "40–59", "60–79", "80–100"] as const;

/** A plan's dashboard figures as the employer may see them: every number passed through the privacy rules. */
export type PlanInsights = {
  asOf: Date;
  funnel: Array<{ key: FunnelStageKey; label: string; count: PrivateCount }>;
  trend: Array<{ month: string; newMembers: PrivateCount; activeMembers: PrivateCount }>;
  satisfaction: { respondents: PrivateCount; averageScore: number | null; shareSevenOrMore: number | null };
  outcomes: {
    membersWithScore: PrivateCount;
    healthBands: Array<{ label: string; members: PrivateCount }>;
    emergencyFundShare: number | null;
    cardDebtLoweringShare: number | null;
    membersWithGoals: PrivateCount;
    membersCompletedGoal: PrivateCount;
    averageScoreChange: number | null;
  };
};

/**
 * The Overview, Engagement and Outcomes tabs of /dashboard/{planId} (issue 14), for whoever may read the plan.
 * Computed in SQL over the roster; only totals over ten or more members leave this function, rounded to five, with
 * the cells of a split (bands, months) suppressed together so the shown ones cannot be subtracted from a total to
 * give a hidden one back. Nothing here is about one person.
 */
export async function getPlanInsights({
  viewer,
  planId,
  now = new Date(),
}: {
  viewer: Viewer | null;
  planId: string;
  now?: Date;
}): Promise<PlanInsights> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  if (!(await db.employerPlan.findUnique({ where: { id: planId }, select: { id: true } }))) {
    throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found");
  }
  const [raw, trend] = await Promise.all([loadPlanMemberFigures({ db, planId, now }), loadPlanTrend({ db, planId, now })]);

  const bands = suppressPartition(
    HEALTH_BAND_FLOORS.map((_, index) => ({ key: String(index), count: raw.bands[index] ?? 0 })),
    { zerosAreSensitive: true },
  );
  // New members by month split today's members with those from before the window: suppressed as one split.
  const newByMonth = suppressPartition([
    ...trend.months.map((month) => ({ key: month.month, count: month.newMembers })),
    { key: "earlier", count: trend.earlierMembers },
  ]);
  const newMembersOf = new Map(newByMonth.map((cell) => [cell.key, cell.count]));

  return {
    asOf: now,
    funnel: FUNNEL_STAGES.map((stage) => ({ ...stage, count: privateCount(raw[stage.key]) })),
    trend: trend.months.map((month) => ({
      month: month.month,
      newMembers: newMembersOf.get(month.month)!,
      activeMembers: privateCount(month.activeMembers),
    })),
    satisfaction: {
      respondents: privateCount(raw.respondents),
      averageScore: privateAverage(raw.scoreSum, raw.respondents),
      shareSevenOrMore: privateShare(raw.promoters, raw.respondents),
    },
    outcomes: {
      membersWithScore: privateCount(raw.withScore),
      healthBands: raw.withScore >= 10
        ? bands.map((band, index) => ({ label: HEALTH_BAND_LABELS[index]!, members: band.count }))
        : HEALTH_BAND_LABELS.map((label) => ({ label, members: { value: null } })),
      emergencyFundShare: privateShare(raw.bufferOneMonth, raw.withBuffer),
      cardDebtLoweringShare: privateShare(raw.cardDebtLowered, raw.withCardBaseline),
      membersWithGoals: privateCount(raw.withGoal),
      membersCompletedGoal: privateCount(raw.completedGoal),
      averageScoreChange: privateAverage(raw.scoreChangeSum, raw.withBaselineScore),
    },
  };
}
