import type { Db, Tx } from "@/lib/db";
import { HEALTH_BAND_FLOORS, loadPlanMemberFigures, type RawPlanFigures } from "./load-plan-member-figures";
import { loadPlanTrend } from "./load-plan-trend";
import type { PlanInsightFilter } from "./plan-insight-filter";
import { MIN_GROUP_SIZE, hiddenCount, privateAverage, privateCount, privateShare, type PrivateCount } from "./privacy-rules";
import { suppressPartition } from "./suppress-partition";
import { suppressPartitionBeside } from "./suppress-partition-beside";

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
  /** Members who booked a coaching session (not cancelled), and who had one held. */
  coaching: { membersBooked: PrivateCount; membersHeld: PrivateCount };
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

type RawSide = { figures: RawPlanFigures; trend: Awaited<ReturnType<typeof loadPlanTrend>> };

/**
 * Computes a plan's figures in SQL over the roster and passes every number through the privacy rules: only totals
 * over ten or more members leave this function, rounded to five, with the cells of a split (bands, months)
 * suppressed together so the shown ones cannot be subtracted from a total to give a hidden one back.
 *
 * With a filter (one department or location, already checked to be offered), the group's figures are computed beside
 * the rest of the plan's, and a figure of the group is shown only where the same figure of the rest could be shown
 * too: the plan's own view minus the group's must never give back a figure about fewer than ten members.
 */
export async function computePlanInsights({
  db,
  planId,
  now,
  filter = null,
}: {
  db: Db | Tx;
  planId: string;
  now: Date;
  filter?: PlanInsightFilter | null;
}): Promise<PlanInsights> {
  const loadSide = async (side: "group" | "rest"): Promise<RawSide> => {
    const part = { filter, side };
    const [figures, trend] = await Promise.all([
      loadPlanMemberFigures({ db, planId, now, part }),
      loadPlanTrend({ db, planId, now, part }),
    ]);
    return { figures, trend };
  };
  const [group, rest] = await Promise.all([loadSide("group"), filter ? loadSide("rest") : undefined]);
  return applyPrivacyRules({ now, group, rest });
}

function applyPrivacyRules({ now, group, rest }: { now: Date; group: RawSide; rest: RawSide | undefined }): PlanInsights {
  const raw = group.figures;
  const trend = group.trend;
  // Without a filter there is no rest: every check beside it passes.
  const restAllows = (pick: (figures: RawPlanFigures) => number) => !rest || pick(rest.figures) >= MIN_GROUP_SIZE;
  const count = (pick: (figures: RawPlanFigures) => number): PrivateCount =>
    restAllows(pick) ? privateCount(pick(raw)) : hiddenCount;
  const share = (part: (figures: RawPlanFigures) => number, whole: (figures: RawPlanFigures) => number) =>
    !rest || privateShare(part(rest.figures), whole(rest.figures)) !== null ? privateShare(part(raw), whole(raw)) : null;
  const average = (sum: (figures: RawPlanFigures) => number, answers: (figures: RawPlanFigures) => number) =>
    restAllows(answers) ? privateAverage(sum(raw), answers(raw)) : null;
  // A split of the group's members, beside the same split of the rest when filtered.
  const split = (cellsOf: (side: RawSide) => Array<{ key: string; count: number }>, zerosAreSensitive: boolean) =>
    rest
      ? suppressPartitionBeside(cellsOf(group), cellsOf(rest), { zerosAreSensitive })
      : suppressPartition(cellsOf(group), { zerosAreSensitive });

  const bands = split(
    (side) => HEALTH_BAND_FLOORS.map((_, index) => ({ key: String(index), count: side.figures.bands[index] ?? 0 })),
    true,
  );
  // New members by month split today's members with those from before the window: suppressed as one split.
  const newByMonth = split(
    (side) => [
      ...side.trend.months.map((month) => ({ key: month.month, count: month.newMembers })),
      { key: "earlier", count: side.trend.earlierMembers },
    ],
    false,
  );
  const newMembersOf = new Map(newByMonth.map((cell) => [cell.key, cell.count]));
  const restActiveIn = new Map(rest?.trend.months.map((month) => [month.month, month.activeMembers]));
  const withScore = count((f) => f.withScore);

  return {
    asOf: now,
    funnel: FUNNEL_STAGES.map((stage) => ({ ...stage, count: count((f) => f[stage.key]) })),
    trend: trend.months.map((month) => ({
      month: month.month,
      newMembers: newMembersOf.get(month.month)!,
      activeMembers:
        !rest || (restActiveIn.get(month.month) ?? 0) >= MIN_GROUP_SIZE ? privateCount(month.activeMembers) : hiddenCount,
    })),
    coaching: { membersBooked: count((f) => f.coachingBooked), membersHeld: count((f) => f.coachingHeld) },
    satisfaction: {
      respondents: count((f) => f.respondents),
      averageScore: average((f) => f.scoreSum, (f) => f.respondents),
      shareSevenOrMore: share((f) => f.promoters, (f) => f.respondents),
    },
    outcomes: {
      membersWithScore: withScore,
      healthBands: withScore.value !== null
        ? bands.map((band, index) => ({ label: HEALTH_BAND_LABELS[index]!, members: band.count }))
        : HEALTH_BAND_LABELS.map((label) => ({ label, members: hiddenCount })),
      emergencyFundShare: share((f) => f.bufferOneMonth, (f) => f.withBuffer),
      cardDebtLoweringShare: share((f) => f.cardDebtLowered, (f) => f.withCardBaseline),
      membersWithGoals: count((f) => f.withGoal),
      membersCompletedGoal: count((f) => f.completedGoal),
      averageScoreChange: average((f) => f.scoreChangeSum, (f) => f.withBaselineScore),
    },
  };
}
