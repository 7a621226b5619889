import { periodContaining, type PeriodRule } from "@/lib/budgets/budget-periods";
import { budgetSettingsSchema, TARGET_MAX } from "@/lib/budgets/budget-schema";
import { monthOf } from "@/lib/budgets/create-budget";
import { readBudgetSettings, type BudgetSettingsView } from "@/lib/budgets/get-budget-settings";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";

/**
 * Sets how the member's periods are cut, in one transaction with moving every existing line into the new periods:
 * a line goes to the new period that contains its old start; lines of one category that land in the same period are
 * merged into one whose target is their sum (capped at 1,000,000) and which keeps the latest line's id and goal
 * (docs/decisions.md, "Budget").
 */
export async function updateBudgetSettings({
  userId,
  input,
  today = new Date(),
}: {
  userId: string;
  input: unknown;
  today?: Date;
}): Promise<BudgetSettingsView> {
  const settings = parseInput(budgetSettingsSchema, input);
  const data = {
    periodKind: settings.periodKind,
    monthStartDay: settings.periodKind === "MONTHLY" ? settings.monthStartDay : 1,
    payCadence: settings.periodKind === "PAY_PERIOD" ? settings.payCadence : null,
    payAnchorDate: "payAnchorDate" in settings ? settings.payAnchorDate : null,
    semimonthlyDays: "semimonthlyDays" in settings ? [...settings.semimonthlyDays].sort((a, b) => a - b) : [],
  };
  const rule: PeriodRule =
    settings.periodKind === "MONTHLY"
      ? { kind: "MONTHLY", monthStartDay: settings.monthStartDay }
      : settings.payCadence === "SEMIMONTHLY"
        ? { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: data.semimonthlyDays as [number, number] }
        : { kind: "PAY_PERIOD", cadence: settings.payCadence, anchor: settings.payAnchorDate };
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    // One settings change at a time per member: the lines are rewritten below.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`budget-settings:${customerId}`}))`;
    await tx.budgetSettings.upsert({ where: { customerId }, create: { customerId, ...data }, update: data });
    await movePeriods(tx, customerId, rule);
    return readBudgetSettings(tx, { customerId, today });
  });
}

async function movePeriods(tx: Tx, customerId: string, rule: PeriodRule): Promise<void> {
  const rows = await tx.budget.findMany({
    where: { customerId },
    orderBy: [{ periodStart: "desc" }, { id: "asc" }],
    select: { id: true, budgetCategoryId: true, financialGoalId: true, target: true, periodStart: true, sortOrder: true, isCustom: true, createdAt: true },
  });
  const moved = new Map<string, Prisma.BudgetCreateManyInput>();
  for (const row of rows) {
    const period = periodContaining(rule, row.periodStart);
    const key = `${row.budgetCategoryId}|${period.start.toISOString()}`;
    const kept = moved.get(key);
    if (kept) {
      kept.target = Prisma.Decimal.min(new Prisma.Decimal(kept.target as Prisma.Decimal).plus(row.target), TARGET_MAX);
      continue;
    }
    moved.set(key, {
      ...row,
      customerId,
      monthYear: monthOf(period.start),
      periodStart: period.start,
      periodEnd: period.end,
    });
  }
  if (rows.length === 0) return;
  await tx.budget.deleteMany({ where: { customerId } });
  await tx.budget.createMany({ data: [...moved.values()] });
}
