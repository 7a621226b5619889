import { periodContaining } from "@/lib/budgets/budget-periods";
import { periodRuleFromJson, type BudgetSettingsJson } from "@/lib/budgets/read-period-rule";
import { queryRows, type Db, type Tx } from "@/lib/db";
import { dateFromJson, dayFromJson, decimalFromJson, jsonTimestamp, optionalDecimalFromJson, type AsJson } from "@/lib/db/json-values";
import { Prisma } from "@/lib/generated/prisma/client";

import { allocateEarmarks, linkKey } from "./allocate-earmarks";
import { fromCents, toCents } from "./cents";
import { isAllowableAccount, goalKindOf, type AccountKind, type GoalKind } from "./goal-kinds";
import { goalAccountFromJson, goalAccountsJsonSql, linkedAccountId, type GoalAccountRecord } from "./goal-accounts";
import { computeGoalProgress, DAYS_PER_MONTH, type GoalProgress } from "./goal-progress";

// Every goal figure the API answers with, for one member, from one statement whatever the number of goals
// (readGoalInputs), plus an update when a goal has just reached its target.

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

type GoalInputs = {
  goals: Array<
    Omit<AsJson<GoalRow>, "targetDate" | "quantifiables" | "checklistItems"> & {
      targetDate: string | null;
      quantifiables: Array<AsJson<GoalRow["quantifiables"][number]>>;
      checklistItems: Array<AsJson<GoalRow["checklistItems"][number]>>;
    }
  >;
  accounts: Array<AsJson<GoalAccountRecord>>;
  links: Array<{ financialGoalId: string; assetId: string | null; creditCardId: string | null; loanId: string | null; earmarkAmount: string | null }>;
  history: Array<{ assetId: string; date: string; value: string }>;
  budgets: Array<{ id: string; target: string; financialGoalId: string; periodStart: string; name: string }>;
  settings: BudgetSettingsJson | null;
};

const BUDGET_LINE_LOOKBACK_DAYS = 62;

/**
 * Everything the goals' figures need, in one statement: the goals (goalSelect, in the member's order; one when
 * `goalId` is given) with their links and steps, the member's accounts, every link of the member's goals (earmarks are
 * shared between goals), the linked assets' earliest balance in the last 90 days, the goal budget lines of recent
 * periods and the member's period rule.
 */
async function readGoalInputs(
  db: Db | Tx,
  { customerId, goalId, today }: { customerId: string; goalId: string | null; today: Date },
): Promise<GoalInputs> {
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const cutoff = iso(new Date(today.getTime() - 90 * DAY_MS));
  const linesFrom = iso(new Date(today.getTime() - BUDGET_LINE_LOOKBACK_DAYS * DAY_MS));
  const goalJson = Prisma.raw(`json_build_object('id', g.id, 'customerId', g."customerId", 'sortOrder', g."sortOrder",
    'category', g.category, 'name', g.name, 'shortDescription', g."shortDescription", 'longDescription', g."longDescription",
    'targetDate', g."targetDate"::text, 'endValue', g."endValue"::text, 'completedAt', ${jsonTimestamp(`g."completedAt"`)},
    'completenessBehavior', g."completenessBehavior", 'completableTemplateObjectId', g."completableTemplateObjectId",
    'createdAt', ${jsonTimestamp(`g."createdAt"`)}, 'updatedAt', ${jsonTimestamp(`g."updatedAt"`)},
    'startingValue', g."startingValue"::text, 'monthlyProgress', g."monthlyProgress"::text,
    'includeExistingBalance', g."includeExistingBalance", 'pausedAt', ${jsonTimestamp(`g."pausedAt"`)},
    'emergencyFundMonths', g."emergencyFundMonths",
    'budgetCategory', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'color', c.color) END,
    'quantifiables', COALESCE((SELECT json_agg(json_build_object('id', q.id, 'assetId', q."assetId", 'creditCardId', q."creditCardId",
        'loanId', q."loanId", 'name', q.name, 'institutionName', q."institutionName", 'earmarkAmount', q."earmarkAmount"::text)
        ORDER BY q."createdAt") FROM "GoalQuantifiable" q WHERE q."financialGoalId" = g.id), '[]'::json),
    'checklistItems', COALESCE((SELECT json_agg(json_build_object('id', k.id, 'label', k.label, 'doneAt', ${jsonTimestamp(`k."doneAt"`)},
        'sortOrder', k."sortOrder") ORDER BY k."sortOrder", k."createdAt") FROM "GoalChecklistItem" k WHERE k."financialGoalId" = g.id), '[]'::json))`);
  const memberLinks = Prisma.sql`SELECT q.* FROM "GoalQuantifiable" q JOIN "FinancialGoal" mg ON mg.id = q."financialGoalId"
    WHERE mg."customerId" = ${customerId}`;
  const [row] = await queryRows<{ inputs: GoalInputs }>(
    db,
    Prisma.sql`SELECT json_build_object(
      'goals', (SELECT COALESCE(json_agg(${goalJson} ORDER BY g."sortOrder", g."createdAt"), '[]'::json)
        FROM "FinancialGoal" g LEFT JOIN "BudgetCategory" c ON c.id = g."budgetCategoryId"
        WHERE g."customerId" = ${customerId} AND (${goalId}::text IS NULL OR g.id = ${goalId}::text)),
      'accounts', ${goalAccountsJsonSql(customerId)},
      'links', (SELECT COALESCE(json_agg(json_build_object('financialGoalId', l."financialGoalId", 'assetId', l."assetId",
          'creditCardId', l."creditCardId", 'loanId', l."loanId", 'earmarkAmount', l."earmarkAmount"::text)), '[]'::json)
        FROM (${memberLinks}) l),
      'history', (SELECT COALESCE(json_agg(json_build_object('assetId', h."assetId", 'date', h.date::text, 'value', h.value::text)), '[]'::json)
        FROM (SELECT DISTINCT ON (h."assetId") h."assetId", h.date, h.value FROM "AccountBalanceHistory" h
          WHERE h."assetId" IN (SELECT l."assetId" FROM (${memberLinks}) l WHERE l."assetId" IS NOT NULL)
            AND h.date >= ${cutoff}::date AND h.date < ${iso(today)}::date
          ORDER BY h."assetId", h.date) h),
      'budgets', (SELECT COALESCE(json_agg(json_build_object('id', b.id, 'target', b.target::text, 'financialGoalId', b."financialGoalId",
          'periodStart', b."periodStart"::text, 'name', bc.name)), '[]'::json)
        FROM "Budget" b JOIN "BudgetCategory" bc ON bc.id = b."budgetCategoryId"
        WHERE b."customerId" = ${customerId} AND b."financialGoalId" IS NOT NULL
          AND b."periodStart" BETWEEN ${linesFrom}::date AND ${iso(today)}::date),
      'settings', (SELECT json_build_object('periodKind', s."periodKind", 'monthStartDay', s."monthStartDay",
          'payCadence', s."payCadence", 'payAnchorDate', s."payAnchorDate"::text, 'semimonthlyDays', s."semimonthlyDays")
        FROM "BudgetSettings" s WHERE s."customerId" = ${customerId})
    ) AS inputs`,
  );
  return row!.inputs;
}

function goalFromJson(goal: GoalInputs["goals"][number]): GoalRow {
  const optionalDate = (value: number | null) => (value === null ? null : dateFromJson(value));
  return {
    ...goal,
    targetDate: goal.targetDate === null ? null : dayFromJson(goal.targetDate),
    endValue: optionalDecimalFromJson(goal.endValue),
    startingValue: optionalDecimalFromJson(goal.startingValue),
    monthlyProgress: optionalDecimalFromJson(goal.monthlyProgress),
    completedAt: optionalDate(goal.completedAt),
    pausedAt: optionalDate(goal.pausedAt),
    createdAt: dateFromJson(goal.createdAt),
    updatedAt: dateFromJson(goal.updatedAt),
    quantifiables: goal.quantifiables.map((link) => ({ ...link, earmarkAmount: optionalDecimalFromJson(link.earmarkAmount) })),
    checklistItems: goal.checklistItems.map((item) => ({ ...item, doneAt: optionalDate(item.doneAt) })),
  };
}

export async function loadGoals({
  db,
  customerId,
  goalId = null,
  now = new Date(),
}: {
  db: Db | Tx;
  customerId: string;
  /** Only this goal (when it is the member's). */
  goalId?: string | null;
  now?: Date;
}): Promise<GoalView[]> {
  const today = utcDay(now);
  const inputs = await readGoalInputs(db, { customerId, goalId, today });
  const goals = inputs.goals.map(goalFromJson);
  if (goals.length === 0) return [];

  const accounts = inputs.accounts.map(goalAccountFromJson);
  const allLinks = inputs.links.map((link) => ({ ...link, earmarkAmount: optionalDecimalFromJson(link.earmarkAmount) }));
  const period = periodContaining(periodRuleFromJson(inputs.settings), today);
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const history = inputs.history.map((point) => ({ assetId: point.assetId, date: dayFromJson(point.date), value: decimalFromJson(point.value) }));
  const periodStart = period.start.toISOString().slice(0, 10);
  const budgets = inputs.budgets
    .filter((line) => line.periodStart === periodStart)
    .map((line) => ({ id: line.id, target: decimalFromJson(line.target), financialGoalId: line.financialGoalId, budgetCategory: { name: line.name } }));
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
