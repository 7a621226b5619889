import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { ASSET_MESSAGES } from "./account-messages";
import { assetSelect, type AssetRecord } from "./account-records";
import type { UpdateAssetData } from "./account-rules";
import { classifyAssetType } from "./account-types";
import { ownedAccountOrThrow, ownedBy, requireAccountId } from "./owned-account";

/** Changes the fields given of one of the member's assets (a new type also resets liquid and assetType). */
export async function updateAsset({
  userId,
  id,
  data,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateAssetData;
}): Promise<AssetRecord> {
  const assetId = requireAccountId(id, ASSET_MESSAGES);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const owned = ownedAccountOrThrow(
      await tx.asset.findFirst({
        where: { id: assetId, ...ownedBy(userId) },
        select: { customerId: true, deletedAt: true, provider: true },
      }),
      ASSET_MESSAGES,
    );
    if (owned.provider === "CLEARING_FIRM") throw new AppError(AppErrorCode.CONFLICT, ASSET_MESSAGES.managedByInvesting, { field: "id" });
    const { customerId } = owned;
    const asset = await tx.asset.update({
      where: { id: assetId },
      data: {
        name: data.name,
        value: data.value === undefined ? undefined : toMoneyDecimal(data.value),
        ...(data.accountType ? { subtype: data.accountType, ...classifyAssetType(data.accountType) } : {}),
      },
      select: assetSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return asset;
  });
}
