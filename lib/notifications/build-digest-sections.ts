import { periodContaining, utcDay } from "@/lib/budgets/budget-periods";
import { computeBudgetLines } from "@/lib/budgets/compute-budget-lines";
import { readPeriodRule } from "@/lib/budgets/read-period-rule";
import type { Tx } from "@/lib/db";
import type { DigestSection } from "@/lib/emails/weekly-digest";
import { formatMoney } from "@/lib/format/format-money";
import { loadGoals } from "@/lib/goals/load-goals";
import { absoluteUrl } from "@/lib/site-url";

const DAY_MS = 86_400_000;
/** A digest lists this many rows per section at most; the link leads to the rest. */
const MAX_LINES = 8;

/**
 * The digest's sections for one member: spending against budget and bills due in the next week (financial insights),
 * and goal progress (goals), each only when its category is in digest mode and there is something to say.
 */
export async function buildDigestSections(
  tx: Tx,
  { customerId, insights, goals, now }: { customerId: string; insights: boolean; goals: boolean; now: Date },
): Promise<DigestSection[]> {
  const sections: DigestSection[] = [];
  if (insights) {
    const rule = await readPeriodRule(tx, customerId);
    const period = periodContaining(rule, utcDay(now));
    const { lines } = await computeBudgetLines(tx, { customerId, rule, period });
    const budgeted = lines.filter((line) => line.available.gt(0)).slice(0, MAX_LINES);
    if (budgeted.length > 0) {
      sections.push({
        heading: "Spending against your budget",
        lines: budgeted.map(
          (line) =>
            `${line.budget.budgetCategory.name}: ${formatMoney(line.spent.toNumber())} of ${formatMoney(line.available.toNumber())}` +
            (line.left.isNegative() ? " (over)" : ""),
        ),
        link: absoluteUrl("/budget"),
        linkText: "See your budget",
      });
    }
    const bills = await tx.recurringSeries.findMany({
      where: { customerId, kind: "EXPENSE", dismissedAt: null, nextDate: { gte: utcDay(now), lt: new Date(utcDay(now).getTime() + 7 * DAY_MS) } },
      orderBy: [{ nextDate: "asc" }, { merchantName: "asc" }],
      take: MAX_LINES,
      select: { merchantName: true, averageAmount: true, nextDate: true },
    });
    if (bills.length > 0) {
      const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
      sections.push({
        heading: "Bills due this week",
        lines: bills.map((bill) => `${bill.merchantName}: about ${formatMoney(bill.averageAmount.abs().toNumber())} on ${day.format(bill.nextDate)}`),
        link: absoluteUrl("/transactions"),
        linkText: "See your transactions",
      });
    }
  }
  if (goals) {
    const active = (await loadGoals({ db: tx, customerId, now })).filter((goal) => !goal.completedAt).slice(0, MAX_LINES);
    if (active.length > 0) {
      sections.push({
        heading: "Your goals",
        lines: active.map((goal) => `${goal.name}: ${goal.progress.percent}% (${goal.progress.status.toLowerCase().replaceAll("_", " ")})`),
        link: absoluteUrl("/goals"),
        linkText: "See your goals",
      });
    }
  }
  return sections;
}
