import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { assetSelect, type AssetRecord } from "./account-records";
import type { CreateAssetData } from "./account-rules";
import { classifyAssetType } from "./account-types";

/** Adds a manual asset at the end of the member's list; its type sets liquid and assetType (001 §3). */
export async function createAsset({ userId, data }: { userId: string; data: CreateAssetData }): Promise<AssetRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const last = await tx.asset.aggregate({ where: { customerId, deletedAt: null }, _max: { sortOrder: true } });
    const asset = await tx.asset.create({
      data: {
        customerId,
        name: data.name,
        value: toMoneyDecimal(data.value),
        subtype: data.accountType,
        ...classifyAssetType(data.accountType),
        provider: "MANUAL",
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: assetSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return asset;
  });
}
