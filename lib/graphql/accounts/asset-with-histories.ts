import { listAssetsWithHistories, type AssetHistoryPoint, type AssetWithHistories } from "@/lib/accounts/list-assets-with-histories";
import { builder } from "@/lib/graphql/builder";
import { AssetObjectType } from "./financial-account-types";

// 001 §7 assetWithHistories ("not liquid, type 2, plaid accounts" -> asset and history entries): the member's assets
// with their stored balance history; the rollover form's linked retirement accounts.

const AssetHistoryEntry = builder.objectRef<AssetHistoryPoint>("AssetHistoryEntry").implement({
  description: "An asset's recorded balance on a day (the last recorded day of its month).",
  fields: (t) => ({
    id: t.exposeID("id"),
    date: t.string({ description: "YYYY-MM-DD (UTC).", resolve: (point) => point.date.toISOString().slice(0, 10) }),
    value: t.field({ type: "Decimal", resolve: (point) => point.value }),
  }),
});

const AssetWithHistoriesType = builder.objectRef<AssetWithHistories>("AssetWithHistories").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    nickname: t.exposeString("nickname", { nullable: true }),
    value: t.field({ type: "Decimal", resolve: (asset) => asset.value }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    mask: t.exposeString("mask", { nullable: true }),
    plaidAccountId: t.exposeString("plaidAccountId", { nullable: true }),
    subtype: t.exposeString("subtype", { nullable: true, description: "e.g. 401k, 403B, roth 401k." }),
    institutionName: t.string({ nullable: true, resolve: (asset) => asset.institutionItem?.name ?? null }),
    asset: t.field({ type: AssetObjectType, resolve: (asset) => asset }),
    histories: t.field({ type: [AssetHistoryEntry], description: "Twelve months back, oldest first.", resolve: (asset) => asset.histories }),
  }),
});

builder.queryField("assetWithHistories", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [AssetWithHistoriesType],
    description: "The member's assets, each filter applied when given: liquid, type (0 CHECKING, 1 SAVING, 2 OTHER), plaidAccounts (linked or manual).",
    args: {
      liquid: t.arg.boolean({ required: false }),
      type: t.arg.int({ required: false }),
      plaidAccounts: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, { viewer }) => listAssetsWithHistories({ viewer, ...args }),
  }),
);
