import { periodContaining, utcDay } from "@/lib/budgets/budget-periods";
import type { BudgetPeriod } from "@/lib/budgets/calendar-month-period";
import { periodRuleOf } from "@/lib/budgets/read-period-rule";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { BudgetPeriodKind, PayCadence, Prisma, RecurringCadence } from "@/lib/generated/prisma/client";

export type DetectedPaycheck = {
  merchantName: string;
  cadence: RecurringCadence;
  /** The typical paycheck, as a positive amount. */
  amount: Prisma.Decimal;
  lastDate: Date;
  nextDate: Date;
  /** The settings that would follow this paycheck. */
  suggestion: { periodKind: BudgetPeriodKind; monthStartDay: number | null; payCadence: PayCadence | null; payAnchorDate: Date | null };
};

export type BudgetSettingsView = {
  periodKind: BudgetPeriodKind;
  monthStartDay: number;
  payCadence: PayCadence | null;
  payAnchorDate: Date | null;
  semimonthlyDays: number[];
  currentPeriod: BudgetPeriod;
  detectedPaycheck: DetectedPaycheck | null;
};

/** How the member's periods are cut, the current period, and the paycheck recurring detection found (if any). */
export async function getBudgetSettings({ userId, today = new Date() }: { userId: string; today?: Date }): Promise<BudgetSettingsView> {
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  return readBudgetSettings(db, { customerId, today });
}

export async function readBudgetSettings(
  db: Db | Tx,
  { customerId, today }: { customerId: string; today: Date },
): Promise<BudgetSettingsView> {
  const [settings, paycheck] = await Promise.all([
    db.budgetSettings.findUnique({
      where: { customerId },
      select: { periodKind: true, monthStartDay: true, payCadence: true, payAnchorDate: true, semimonthlyDays: true },
    }),
    detectPaycheck(db, customerId),
  ]);
  const rule = periodRuleOf(settings);
  return {
    periodKind: rule.kind,
    monthStartDay: settings?.monthStartDay ?? 1,
    payCadence: rule.kind === "PAY_PERIOD" ? rule.cadence : null,
    payAnchorDate: rule.kind === "PAY_PERIOD" && rule.cadence !== "SEMIMONTHLY" ? rule.anchor : null,
    semimonthlyDays: rule.kind === "PAY_PERIOD" && rule.cadence === "SEMIMONTHLY" ? [...rule.days] : [],
    currentPeriod: periodContaining(rule, utcDay(today)),
    detectedPaycheck: paycheck,
  };
}

/**
 * The member's main paycheck: the largest recurring INCOME series (filled by recurring detection after each sync)
 * that repeats weekly, every two weeks or monthly. A monthly one suggests months that start on its day (at most 28).
 */
async function detectPaycheck(db: Db | Tx, customerId: string): Promise<DetectedPaycheck | null> {
  const series = await db.recurringSeries.findFirst({
    where: { customerId, kind: "INCOME", dismissedAt: null, cadence: { in: ["WEEKLY", "BIWEEKLY", "MONTHLY"] } },
    // Income is negative under the sign rule: the smallest amount is the largest paycheck.
    orderBy: [{ averageAmount: "asc" }, { id: "asc" }],
    select: { merchantName: true, cadence: true, averageAmount: true, lastDate: true, nextDate: true },
  });
  if (!series) return null;
  const suggestion =
    series.cadence === "MONTHLY"
      ? { periodKind: "MONTHLY" as const, monthStartDay: Math.min(series.lastDate.getUTCDate(), 28), payCadence: null, payAnchorDate: null }
      : { periodKind: "PAY_PERIOD" as const, monthStartDay: null, payCadence: series.cadence as PayCadence, payAnchorDate: series.lastDate };
  return {
    merchantName: series.merchantName,
    cadence: series.cadence,
    amount: series.averageAmount.abs(),
    lastDate: series.lastDate,
    nextDate: series.nextDate,
    suggestion,
  };
}
