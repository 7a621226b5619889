import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getCustomerRecord, type CustomerRecord } from "@/lib/customers/get-customer-record";
import { getDb, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { historyDate, recordBalanceSnapshot } from "@/lib/histories/record-balance-snapshot";
import { computeHealthScore, emergencyFundMonths } from "./compute-health-score";
import { loadHealthInputs } from "./load-health-inputs";

type StoredOverview = {
  totalSavings: Prisma.Decimal | null;
  totalSavingIncrementSinceLastUpdate: Prisma.Decimal | null;
  overviewUpdatedAt: Date | null;
};

/**
 * What total savings are compared with: the figure stored by the last update made before today. A second update
 * the same day keeps that day's baseline (stored value minus stored increment), so recalculating twice does not wipe
 * the day's change. Null before the first update.
 */
export function savingsBaseline(stored: StoredOverview, today: Date): Prisma.Decimal | null {
  if (!stored.overviewUpdatedAt || !stored.totalSavings) return null;
  if (historyDate(stored.overviewUpdatedAt).getTime() < today.getTime()) return stored.totalSavings;
  return stored.totalSavings.minus(stored.totalSavingIncrementSinceLastUpdate ?? 0);
}

/**
 * Recomputes the member's financial health score and current overview (000 §7, 001 §3), stores them on the
 * Customer and records today's balance snapshot, all in one transaction. Increments compare with the last figures
 * known before today: net worth with the latest history day before today, total savings with savingsBaseline.
 * The snapshot is skipped for a member who has never had an account, so their charts start with their first one.
 */
export async function recalculateUserAttributes({
  userId,
  now = new Date(),
  tx: callerTx,
}: {
  userId: string;
  now?: Date;
  /** The caller's transaction: a change to the accounts and the figures it moves then commit together. */
  tx?: Tx;
}): Promise<{ hfhs: number; customer: CustomerRecord }> {
  const recalculate = async (tx: Tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const { hfhs } = await recalculateCustomerAttributes({ tx, customerId, now });
    return { hfhs, customer: await getCustomerRecord(tx, customerId) };
  };
  return callerTx ? recalculate(callerTx) : (await getDb()).$transaction(recalculate);
}

/**
 * The recalculation itself, inside the caller's transaction: what the API does for a member and what the demo seed
 * stores, so that 'Recalculate' on seeded data changes nothing (the score is always the formula's, never typed in).
 */
export async function recalculateCustomerAttributes({
  tx,
  customerId,
  now = new Date(),
}: {
  tx: Tx;
  customerId: string;
  now?: Date;
}): Promise<{ hfhs: number }> {
  const today = historyDate(now);
  const stored = await tx.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { totalSavings: true, totalSavingIncrementSinceLastUpdate: true, overviewUpdatedAt: true, baselineAt: true },
  });
  const previousDay = await tx.netWorthHistory.findFirst({
    where: { customerId, date: { lt: today } },
    orderBy: { date: "desc" },
    select: { value: true },
  });
  const { inputs, overview, accountCount } = await loadHealthInputs({ db: tx, customerId, now });
  const { score } = computeHealthScore(inputs);
  const zero = new Prisma.Decimal(0);
  // A member who never had an account has no history to extend: no row of zeros starts their charts.
  const hasHistory = accountCount > 0 || (await tx.netWorthHistory.count({ where: { customerId } })) > 0;
  const { netWorth } = hasHistory ? await recordBalanceSnapshot({ db: tx, customerId, date: today }) : { netWorth: zero };

  const baseline = savingsBaseline(stored, today);
  const months = emergencyFundMonths(inputs);
  await tx.customer.update({
    where: { id: customerId },
    data: {
      hfhs: score,
      totalLiquidSavings: overview.totalLiquidSavings,
      totalSavings: overview.totalSavings,
      assetWorth: overview.assetWorth,
      currentCreditScore: overview.currentCreditScore,
      netWorthIncrementSinceLastUpdate: previousDay ? netWorth.minus(previousDay.value) : zero,
      totalSavingIncrementSinceLastUpdate: baseline ? overview.totalSavings.minus(baseline) : zero,
      overviewUpdatedAt: now,
      // Plan-level outcomes (issue 14): summed over ten or more members only, never shown one by one.
      emergencyFundMonths: months === null ? null : new Prisma.Decimal(Math.min(months, 999_999).toFixed(2)),
      cardDebt: overview.cardDebt,
      // The baseline is the first picture with an account in it: before that the score is the default.
      ...(stored.baselineAt || accountCount === 0 ? {} : { hfhsBaseline: score, cardDebtBaseline: overview.cardDebt, baselineAt: now }),
    },
    select: { id: true },
  });
  return { hfhs: score };
}
