import { findCurrentBudgetPeriod } from "@/lib/budgets/find-current-budget-period";
import type { Db, Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

import { allocateEarmarks, linkKey } from "./allocate-earmarks";
import { fromCents, toCents } from "./cents";
import { isAllowableAccount, goalKindOf, type AccountKind, type GoalKind } from "./goal-kinds";
import { linkedAccountId, loadGoalAccounts, type GoalAccountRecord } from "./goal-accounts";
import { computeGoalProgress, DAYS_PER_MONTH, type GoalProgress } from "./goal-progress";

// Every goal figure the API answers with, for one member, in a bounded number of queries whatever the number of
// goals: the goals with their links and steps, the member's accounts, every link of the member's goals (earmarks are
// shared between goals), the linked assets' balance 90 days back, and this period's goal budget lines.

export const goalSelect = {
  id: true,
  customerId: true,
  sortOrder: true,
  category: true,
  name: true,
  shortDescription: true,
  longDescription: true,
  targetDate: true,
  endValue: true,
  completedAt: true,
  completenessBehavior: true,
  completableTemplateObjectId: true,
  createdAt: true,
  updatedAt: true,
  startingValue: true,
  monthlyProgress: true,
  includeExistingBalance: true,
  pausedAt: true,
  emergencyFundMonths: true,
  budgetCategory: { select: { id: true, name: true, color: true } },
  quantifiables: {
    select: { id: true, assetId: true, creditCardId: true, loanId: true, name: true, institutionName: true, earmarkAmount: true },
    orderBy: { createdAt: "asc" },
  },
  checklistItems: { select: { id: true, label: true, doneAt: true, sortOrder: true }, orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }] },
} as const satisfies Prisma.FinancialGoalSelect;

type GoalRow = Prisma.FinancialGoalGetPayload<{ select: typeof goalSelect }>;

export type GoalQuantifiableView = {
  id: string;
  accountId: string;
  accountKind: AccountKind;
  name: string;
  /** The account's balance now. */
  value: Prisma.Decimal;
  institutionName: string | null;
  earmarkAmount: Prisma.Decimal | null;
  /** The part of the balance that counts towards this goal (earmarks shared pro rata). */
  countedValue: Prisma.Decimal;
};

export type AllowableQuantifiableView = {
  id: string;
  kind: AccountKind;
  name: string;
  value: Prisma.Decimal;
  institutionName: string | null;
  liquid: boolean;
};

export type GoalView = Omit<GoalRow, "quantifiables" | "customerId"> & {
  kind: GoalKind;
  quantifiables: GoalQuantifiableView[];
  allowableQuantifiables: AllowableQuantifiableView[];
  currentBudget: { id: string; name: string; target: Prisma.Decimal } | null;
  progress: GoalProgress;
  today: Date;
};

const DAY_MS = 86_400_000;
const MIN_HISTORY_DAYS = 28;

const utcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function loadGoals({
  db,
  customerId,
  where = {},
  now = new Date(),
}: {
  db: Db | Tx;
  customerId: string;
  where?: Prisma.FinancialGoalWhereInput;
  now?: Date;
}): Promise<GoalView[]> {
  const today = utcDay(now);
  const goals = await db.financialGoal.findMany({
    where: { ...where, customerId },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    select: goalSelect,
  });
  if (goals.length === 0) return [];

  const [accounts, allLinks, period] = await Promise.all([
    loadGoalAccounts(db, customerId),
    db.goalQuantifiable.findMany({
      where: { financialGoal: { customerId } },
      select: { financialGoalId: true, assetId: true, creditCardId: true, loanId: true, earmarkAmount: true },
    }),
    findCurrentBudgetPeriod({ tx: db as Tx, customerId, day: today }),
  ]);
  const accountById = new Map(accounts.map((account) => [account.id, account]));

  const linkedAssetIds = [
    ...new Set(goals.flatMap((goal) => goal.quantifiables.map((link) => link.assetId).filter((id): id is string => id !== null))),
  ];
  const cutoff = new Date(today.getTime() - 90 * DAY_MS);
  const [history, budgets] = await Promise.all([
    linkedAssetIds.length === 0
      ? Promise.resolve([] as Array<{ assetId: string; date: Date; value: Prisma.Decimal }>)
      : db.$queryRaw<Array<{ assetId: string; date: Date; value: Prisma.Decimal }>>(Prisma.sql`
          SELECT DISTINCT ON ("assetId") "assetId", date, value
          FROM "AccountBalanceHistory"
          WHERE "assetId" IN (${Prisma.join(linkedAssetIds)}) AND date >= ${cutoff}::date AND date < ${today}::date
          ORDER BY "assetId", date ASC`),
    db.budget.findMany({
      where: { customerId, financialGoalId: { in: goals.map((goal) => goal.id) }, periodStart: period.start },
      select: { id: true, target: true, financialGoalId: true, budgetCategory: { select: { name: true } } },
    }),
  ]);
  const earliestPoint = new Map(history.map((point) => [point.assetId, point]));

  const balances = new Map(
    accounts.filter((account) => account.kind === "ASSET").map((account) => [account.id, toCents(account.value)!]),
  );
  const counted = allocateEarmarks({
    balances,
    links: allLinks
      .filter((link) => link.assetId !== null && accountById.has(link.assetId))
      .map((link) => ({ goalId: link.financialGoalId, accountId: link.assetId!, earmarkCents: toCents(link.earmarkAmount) })),
  });

  const views = goals.map((goal) => {
    const kind = goalKindOf(goal.category);
    const payDown = kind === "PAY_DOWN_DEBT" || goal.completenessBehavior === "PAY_OFF_BALANCE";
    const quantifiables = goal.quantifiables.flatMap((link): GoalQuantifiableView[] => {
      const account = accountById.get(linkedAccountId(link));
      if (!account) return [];
      const countedCents = account.kind === "ASSET" ? (counted.get(linkKey(goal.id, account.id)) ?? 0) : toCents(account.value)!;
      return [
        {
          id: link.id,
          accountId: account.id,
          accountKind: account.kind,
          name: account.name,
          value: account.value,
          institutionName: account.institutionName,
          earmarkAmount: link.earmarkAmount,
          countedValue: fromCents(countedCents),
        },
      ];
    });
    const debt = payDown ? accountById.get(goal.completableTemplateObjectId ?? "") : undefined;
    const currentCents = payDown
      ? toCents(debt?.value ?? new Prisma.Decimal(0))!
      : quantifiables.reduce((total, link) => total + toCents(link.countedValue)!, 0);

    const checklist =
      kind === "CHECKLIST"
        ? { done: goal.checklistItems.filter((item) => item.doneAt).length, total: goal.checklistItems.length }
        : undefined;
    const progress = computeGoalProgress({
      kind,
      behavior: goal.completenessBehavior,
      currentCents,
      startingCents: toCents(goal.startingValue),
      endCents: toCents(goal.endValue),
      includeExistingBalance: goal.includeExistingBalance,
      completed: goal.completedAt !== null,
      paused: goal.pausedAt !== null,
      targetDate: goal.targetDate,
      today,
      paceCents: checklist ? null : pace({ goal, payDown, currentCents, quantifiables, accountById, earliestPoint, today }),
      checklist,
    });

    const allowableQuantifiables = accounts
      .filter((account) => isAllowableAccount(kind, account))
      .filter((account) => !(payDown && goal.completableTemplateObjectId) || account.id === goal.completableTemplateObjectId)
      .map(({ id, kind: accountKind, name, value, institutionName, liquid }) => ({ id, kind: accountKind, name, value, institutionName, liquid }));
    const budget = budgets.find((line) => line.financialGoalId === goal.id);
    const { quantifiables: _links, customerId: _customer, ...fields } = goal;
    return {
      ...fields,
      kind,
      quantifiables,
      allowableQuantifiables,
      currentBudget: budget ? { id: budget.id, name: budget.budgetCategory.name, target: budget.target } : null,
      progress,
      today,
      lastAccountChange: lastChange(goal, payDown, debt, quantifiables, accountById),
    };
  });

  return completeReachedGoals(db, views, now);
}

/**
 * Average monthly movement towards the goal: from the linked assets' balances over the last 90 days where there is a
 * month of history (each account's growth in the share of it this goal counts); else since the goal's starting
 * snapshot once the goal is a month old; else the member's planned monthly amount.
 */
function pace({
  goal,
  payDown,
  currentCents,
  quantifiables,
  accountById,
  earliestPoint,
  today,
}: {
  goal: GoalRow;
  payDown: boolean;
  currentCents: number;
  quantifiables: GoalQuantifiableView[];
  accountById: Map<string, GoalAccountRecord>;
  earliestPoint: Map<string, { date: Date; value: Prisma.Decimal }>;
  today: Date;
}): number | null {
  if (!payDown) {
    let observed: number | null = null;
    for (const link of quantifiables) {
      const point = earliestPoint.get(link.accountId);
      const account = accountById.get(link.accountId);
      if (!point || !account) continue;
      const days = (today.getTime() - utcDay(point.date).getTime()) / DAY_MS;
      if (days < MIN_HISTORY_DAYS) continue;
      const balance = toCents(account.value)!;
      const share = balance > 0 ? toCents(link.countedValue)! / balance : 1;
      const growth = (balance - toCents(point.value)!) * share;
      observed = (observed ?? 0) + growth / (days / DAYS_PER_MONTH);
    }
    if (observed !== null) return Math.round(observed);
  }
  const ageDays = (today.getTime() - utcDay(goal.createdAt).getTime()) / DAY_MS;
  const starting = toCents(goal.startingValue);
  if (ageDays >= MIN_HISTORY_DAYS && starting !== null) {
    const moved = payDown ? starting - currentCents : currentCents - starting;
    return Math.round(moved / (ageDays / DAYS_PER_MONTH));
  }
  return toCents(goal.monthlyProgress);
}

function lastChange(
  goal: GoalRow,
  payDown: boolean,
  debt: GoalAccountRecord | undefined,
  quantifiables: GoalQuantifiableView[],
  accountById: Map<string, GoalAccountRecord>,
): Date | null {
  const dates = payDown
    ? [debt?.updatedAt]
    : quantifiables.map((link) => accountById.get(link.accountId)?.updatedAt);
  const times = dates.filter((date): date is Date => date !== undefined).map((date) => date.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/**
 * A money goal completes itself when a balance change takes it to its target (a balance that changed after the goal
 * was last saved, so a goal the member reopened stays open until its money moves again). Checklists and MANUAL goals
 * are completed by the member.
 */
async function completeReachedGoals(
  db: Db | Tx,
  views: Array<GoalView & { lastAccountChange: Date | null }>,
  now: Date,
): Promise<GoalView[]> {
  const reached = views.filter(
    (view) =>
      view.completedAt === null &&
      view.completenessBehavior !== "MANUAL" &&
      view.kind !== "CHECKLIST" &&
      view.progress.reached &&
      view.lastAccountChange !== null &&
      view.lastAccountChange > view.updatedAt,
  );
  if (reached.length > 0) {
    await db.financialGoal.updateMany({ where: { id: { in: reached.map((view) => view.id) }, completedAt: null }, data: { completedAt: now } });
  }
  const reachedIds = new Set(reached.map((view) => view.id));
  return views.map(({ lastAccountChange: _change, ...view }) =>
    reachedIds.has(view.id)
      ? { ...view, completedAt: now, progress: { ...view.progress, status: "COMPLETE", percent: 100, catchUpCents: null } }
      : view,
  );
}
