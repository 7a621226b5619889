import type { Db, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The three daily series of 000 §3: net worth, asset worth and liabilities. */
export type HistorySeries = "netWorth" | "assetWorth" | "liability";

export type HistoryRow = { id: string; date: Date; value: Prisma.Decimal };

/** Rows of one series for a member between two dates (from inclusive, to exclusive), oldest first. */
export function findHistoryRows({
  db,
  series,
  customerId,
  from,
  to,
}: {
  db: Db | Tx;
  series: HistorySeries;
  customerId: string;
  from: Date;
  to: Date;
}): Promise<HistoryRow[]> {
  const query = {
    where: { customerId, date: { gte: from, lt: to } },
    orderBy: { date: "asc" as const },
    select: { id: true, date: true, value: true },
  };
  switch (series) {
    case "netWorth":
      return db.netWorthHistory.findMany(query);
    case "assetWorth":
      return db.assetWorthHistory.findMany(query);
    case "liability":
      return db.liabilityHistory.findMany(query);
  }
}
