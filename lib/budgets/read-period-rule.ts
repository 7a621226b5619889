import { CALENDAR_MONTHS, type PeriodRule } from "@/lib/budgets/budget-periods";
import { queryRows, type Db, type Tx } from "@/lib/db";
import { dayFromJson } from "@/lib/db/json-values";
import { Prisma } from "@/lib/generated/prisma/client";

export type BudgetSettingsRow = {
  periodKind: "MONTHLY" | "PAY_PERIOD";
  monthStartDay: number;
  payCadence: "WEEKLY" | "BIWEEKLY" | "SEMIMONTHLY" | null;
  payAnchorDate: Date | null;
  semimonthlyDays: number[];
};

/** The rule a stored BudgetSettings row describes; monthly from the 1st when there is none (or it is incomplete). */
export function periodRuleOf(settings: BudgetSettingsRow | null): PeriodRule {
  if (!settings) return CALENDAR_MONTHS;
  if (settings.periodKind === "MONTHLY") return { kind: "MONTHLY", monthStartDay: settings.monthStartDay };
  if (settings.payCadence === "SEMIMONTHLY" && settings.semimonthlyDays.length === 2) {
    const [first, second] = [...settings.semimonthlyDays].sort((a, b) => a - b) as [number, number];
    return { kind: "PAY_PERIOD", cadence: "SEMIMONTHLY", days: [first, second] };
  }
  if ((settings.payCadence === "WEEKLY" || settings.payCadence === "BIWEEKLY") && settings.payAnchorDate) {
    return { kind: "PAY_PERIOD", cadence: settings.payCadence, anchor: settings.payAnchorDate };
  }
  return CALENDAR_MONTHS;
}

/** A BudgetSettings row selected with its anchor date as text (raw SQL, JSON). */
export type BudgetSettingsJson = Omit<BudgetSettingsRow, "payAnchorDate"> & { payAnchorDate: string | null };

export function periodRuleFromJson(settings: BudgetSettingsJson | null): PeriodRule {
  return periodRuleOf(settings && { ...settings, payAnchorDate: settings.payAnchorDate === null ? null : dayFromJson(settings.payAnchorDate) });
}

/** The member's period rule, read from their BudgetSettings. */
export async function readPeriodRule(db: Db | Tx, customerId: string): Promise<PeriodRule> {
  const [row] = await queryRows<BudgetSettingsJson>(
    db,
    Prisma.sql`SELECT "periodKind"::text AS "periodKind", "monthStartDay", "payCadence"::text AS "payCadence",
      "payAnchorDate"::text AS "payAnchorDate", "semimonthlyDays"
    FROM "BudgetSettings" WHERE "customerId" = ${customerId}`,
  );
  return periodRuleFromJson(row ?? null);
}
