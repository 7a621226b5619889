import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { historyDate } from "@/lib/histories/record-balance-snapshot";
import { MONTHS_BACK } from "@/lib/histories/list-monthly-histories";
import { assetSelect, listOrder, type AssetRecord } from "./account-records";

/** The API's asset type number (001 §7 "type 2"): the AssetType enum's order. */
export const ASSET_TYPE_BY_NUMBER = ["CHECKING", "SAVING", "OTHER"] as const;
export const UNKNOWN_ASSET_TYPE_MESSAGE = "Asset type must be 0 (checking), 1 (saving) or 2 (other).";

export type AssetHistoryPoint = { id: string; date: Date; value: Prisma.Decimal };
export type AssetWithHistories = AssetRecord & { histories: AssetHistoryPoint[] };

/**
 * The member's assets with their stored balance history (001 §7 assetWithHistories; the rollover form asks for the
 * "not liquid, type 2, plaid accounts": linked retirement accounts such as a 401(k)). Each filter applies only when
 * given. Histories: the last recorded day of each month, twelve months back, oldest first. Two statements whatever
 * the number of assets (the assets, then every history row of them).
 */
export async function listAssetsWithHistories({
  viewer,
  liquid,
  type,
  plaidAccounts,
  now = new Date(),
}: {
  viewer: Viewer | null;
  liquid?: boolean | null;
  type?: number | null;
  plaidAccounts?: boolean | null;
  now?: Date;
}): Promise<AssetWithHistories[]> {
  authorize(viewer, "own-data:read");
  const assetType = type === null || type === undefined ? undefined : ASSET_TYPE_BY_NUMBER[type];
  if (type !== null && type !== undefined && !assetType) throw new AppError(AppErrorCode.INVALID_INPUT, UNKNOWN_ASSET_TYPE_MESSAGE);
  const today = historyDate(now);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - MONTHS_BACK, 1));
  const db = await getDb();
  const assets = await db.asset.findMany({
    where: {
      customer: { userId: viewer.userId },
      deletedAt: null,
      ...(liquid === null || liquid === undefined ? {} : { liquid }),
      ...(assetType ? { assetType } : {}),
      ...(plaidAccounts === null || plaidAccounts === undefined ? {} : { provider: plaidAccounts ? "PLAID" : "MANUAL" }),
    },
    orderBy: listOrder,
    select: {
      ...assetSelect,
      balanceHistories: { where: { date: { gte: from } }, orderBy: { date: "asc" }, select: { id: true, date: true, value: true } },
    },
  });
  return assets.map(({ balanceHistories, ...asset }) => {
    const lastOfMonth = new Map<string, AssetHistoryPoint>();
    for (const point of balanceHistories) lastOfMonth.set(point.date.toISOString().slice(0, 7), point);
    return { ...asset, histories: [...lastOfMonth.values()] };
  });
}
