import type { Tx } from "@/lib/db";
import type { CategoryKind } from "@/lib/generated/prisma/client";

import { findRecurringSeries, type FoundRecurringSeries } from "./find-recurring-series";

/** How far back occurrences are read: three yearly charges, the latest up to a year and a half old. */
const LOOKBACK_DAYS = 1300;
/** The latest occurrences per merchant that are looked at (a weekly charge's last year and more). */
const OCCURRENCES_PER_MERCHANT = 60;

interface MerchantOccurrences {
  merchantKey: string;
  kind: CategoryKind;
  occurrences: Array<{ id: string; date: string; amount: string; merchant: string; budgetCategoryId: string | null }>;
}

type Detected = FoundRecurringSeries & { merchantKey: string; kind: CategoryKind; merchantName: string; budgetCategoryId: string | null };

/**
 * Finds the member's recurring charges and incomes (3+ occurrences, same merchant, similar amount, a weekly,
 * biweekly, monthly or yearly cadence) and stores them as RecurringSeries with their next date, linking their
 * transactions. Money out is an EXPENSE series, money in on an income category an INCOME one (paychecks); transfers,
 * pending and excluded transactions take no part. A series the member dismissed is left as it is; one no longer
 * detected is removed. A fixed number of queries whatever the number of transactions.
 */
export async function detectRecurringSeries({
  tx,
  customerId,
  today = new Date(),
}: {
  tx: Tx;
  customerId: string;
  today?: Date;
}): Promise<void> {
  const todayIso = today.toISOString().slice(0, 10);
  const groups = await tx.$queryRaw<Array<Omit<MerchantOccurrences, "occurrences"> & { occurrences: unknown }>>`
    SELECT "merchantKey", kind,
      json_agg(json_build_object('id', id, 'date', to_char(date, 'YYYY-MM-DD'), 'amount', amount::text,
        'merchant', merchant, 'budgetCategoryId', "budgetCategoryId") ORDER BY date, id) AS occurrences
    FROM (
      SELECT lines.*, row_number() OVER (PARTITION BY "merchantKey", kind ORDER BY date DESC, id DESC) AS recency
      FROM (
        SELECT t.id, t.date, t.amount, t."merchantKey", COALESCE(t."merchantName", t.name) AS merchant, t."budgetCategoryId",
          CASE WHEN t.amount > 0 THEN 'EXPENSE' WHEN c.kind = 'INCOME' THEN 'INCOME' END AS kind
        FROM "Transaction" t
        LEFT JOIN "BudgetCategory" c ON c.id = t."budgetCategoryId"
        WHERE t."customerId" = ${customerId} AND t."merchantKey" <> '' AND t.amount <> 0
          AND NOT t.pending AND NOT t.excluded AND t."transferPartnerId" IS NULL
          AND t.date BETWEEN ${todayIso}::date - ${LOOKBACK_DAYS}::int AND ${todayIso}::date
          AND COALESCE(c.kind, 'EXPENSE') <> 'TRANSFER'
      ) lines
      WHERE kind IS NOT NULL
    ) ranked
    WHERE recency <= ${OCCURRENCES_PER_MERCHANT}::int
    GROUP BY "merchantKey", kind
    HAVING count(*) >= 3`;

  const detected = groups.flatMap((group): Detected[] => {
    const occurrences = (typeof group.occurrences === "string" ? JSON.parse(group.occurrences) : group.occurrences) as MerchantOccurrences["occurrences"];
    const found = findRecurringSeries({
      occurrences: occurrences.map(({ id, date, amount }) => ({ id, date: new Date(`${date}T00:00:00.000Z`), amount })),
      kind: group.kind,
      today,
    });
    if (!found) return [];
    const latestId = found.transactionIds[found.transactionIds.length - 1];
    const latest = occurrences.find(({ id }) => id === latestId)!;
    return [{ ...found, merchantKey: group.merchantKey, kind: group.kind, merchantName: latest.merchant, budgetCategoryId: latest.budgetCategoryId }];
  });

  await storeSeries({ tx, customerId, detected });
}

const seriesKey = ({ merchantKey, kind }: { merchantKey: string; kind: CategoryKind }) => `${kind}:${merchantKey}`;

async function storeSeries({ tx, customerId, detected }: { tx: Tx; customerId: string; detected: Detected[] }): Promise<void> {
  const existing = await tx.recurringSeries.findMany({
    where: { customerId },
    select: { id: true, merchantKey: true, kind: true, dismissedAt: true },
  });
  const existingByKey = new Map(existing.map((series) => [seriesKey(series), series]));
  const kept = detected.filter((series) => !existingByKey.get(seriesKey(series))?.dismissedAt);
  const detectedKeys = new Set(kept.map(seriesKey));
  const fields = (series: Detected) => ({
    merchantName: series.merchantName,
    cadence: series.cadence,
    budgetCategoryId: series.budgetCategoryId,
    averageAmount: series.averageAmount,
    lastAmount: series.lastAmount,
    lastDate: series.lastDate,
    nextDate: series.nextDate,
    occurrences: series.occurrences,
    priceIncreased: series.priceIncreased,
  });

  const gone = existing.filter((series) => !series.dismissedAt && !detectedKeys.has(seriesKey(series)));
  if (gone.length > 0) await tx.recurringSeries.deleteMany({ where: { id: { in: gone.map(({ id }) => id) } } });

  const created = kept.filter((series) => !existingByKey.has(seriesKey(series)));
  if (created.length > 0) {
    await tx.recurringSeries.createMany({
      data: created.map((series) => ({ customerId, merchantKey: series.merchantKey, kind: series.kind, ...fields(series) })),
      skipDuplicates: true,
    });
  }

  const updated = kept.flatMap((series) => {
    const id = existingByKey.get(seriesKey(series))?.id;
    if (!id) return [];
    const { lastDate, nextDate, ...rest } = fields(series);
    return [{ id, ...rest, lastDate: lastDate.toISOString().slice(0, 10), nextDate: nextDate.toISOString().slice(0, 10) }];
  });
  if (updated.length > 0) {
    await tx.$executeRaw`
      UPDATE "RecurringSeries" s
      SET "merchantName" = v."merchantName", cadence = v.cadence::"RecurringCadence", "budgetCategoryId" = v."budgetCategoryId",
        "averageAmount" = v."averageAmount"::numeric, "lastAmount" = v."lastAmount"::numeric, "lastDate" = v."lastDate"::date,
        "nextDate" = v."nextDate"::date, occurrences = v.occurrences, "priceIncreased" = v."priceIncreased",
        "updatedAt" = CURRENT_TIMESTAMP
      FROM json_to_recordset(${JSON.stringify(updated)}::json) AS v(
        id text, "merchantName" text, cadence text, "budgetCategoryId" text, "averageAmount" text, "lastAmount" text,
        "lastDate" text, "nextDate" text, occurrences int, "priceIncreased" boolean)
      WHERE s.id = v.id AND s."customerId" = ${customerId} AND s."dismissedAt" IS NULL`;
  }

  await linkTransactions({ tx, customerId, kept });
}

/**
 * Each series' transactions point at it; transactions that left a live series are let go (dismissed ones keep theirs).
 * The current links are read through the series (the recurringSeriesId index), the difference is made here, and the
 * changed rows are written through their key: no plan depends on statistics.
 */
async function linkTransactions({ tx, customerId, kept }: { tx: Tx; customerId: string; kept: Detected[] }): Promise<void> {
  const live = await tx.recurringSeries.findMany({
    where: { customerId, dismissedAt: null },
    select: { id: true, merchantKey: true, kind: true },
  });
  const idByKey = new Map(live.map((series) => [seriesKey(series), series.id]));
  const wanted = new Map(
    kept.flatMap((series) => {
      const seriesId = idByKey.get(seriesKey(series));
      return seriesId ? series.transactionIds.map((id) => [id, seriesId] as const) : [];
    }),
  );
  const linked = await tx.transaction.findMany({
    where: { recurringSeriesId: { in: live.map(({ id }) => id) } },
    select: { id: true, recurringSeriesId: true },
  });
  const current = new Map(linked.map(({ id, recurringSeriesId }) => [id, recurringSeriesId]));
  const changes = [
    ...linked.filter(({ id }) => !wanted.has(id)).map(({ id }) => ({ id, seriesId: null })),
    ...[...wanted].filter(([id, seriesId]) => current.get(id) !== seriesId).map(([id, seriesId]) => ({ id, seriesId })),
  ];
  if (changes.length === 0) return;
  // The ids are the member's rows (read above, or linked to the member's series).
  await tx.$executeRaw`
    UPDATE "Transaction" t SET "recurringSeriesId" = v."seriesId", "updatedAt" = CURRENT_TIMESTAMP
    FROM json_to_recordset(${JSON.stringify(changes)}::json) AS v(id text, "seriesId" text)
    WHERE t.id = v.id`;
}
