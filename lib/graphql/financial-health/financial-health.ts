import type { CustomerRecord } from "@/lib/customers/get-customer-record";
import { recalculateUserAttributes } from "@/lib/financial-health/recalculate-user-attributes";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { CustomerType } from "@/lib/graphql/customers/customer-type";
import type { HistoryEntry } from "@/lib/histories/history-entry";
import type { HistorySeries } from "@/lib/histories/history-series";
import { listDailyHistoriesByMonth } from "@/lib/histories/list-daily-histories-by-month";
import { listMonthlyHistories } from "@/lib/histories/list-monthly-histories";

// Financial health (000 §7, 001 §7): the score and current overview, and the net worth, asset worth and liability
// histories behind the /health charts.

type RecalculatePayload = { error: string | null; hfhs: number | null; customer: CustomerRecord | null };

const RecalculateUserAttributesPayload = payloadType<RecalculatePayload>("RecalculateUserAttributesPayload", {
  fields: (t) => ({
    hfhs: t.exposeInt("hfhs", { nullable: true, description: "The new financial health score, 0 to 100." }),
    customer: t.field({ type: CustomerType, nullable: true, resolve: (payload) => payload.customer }),
  }),
});

builder.mutationField("recalculateUserAttributes", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: RecalculateUserAttributesPayload,
    description:
      "Recomputes the financial health score and the current overview from the member's accounts, income, expenses, credit score and goals, and records today's balance snapshot.",
    resolve: (_root, _args, { viewer }) => {
      return runPayload<RecalculatePayload>(
        async () => ({ error: null, ...(await recalculateUserAttributes({ userId: viewer.userId })) }),
        ({ error }) => ({ error, hfhs: null, customer: null }),
      );
    },
  }),
);

const HistoryEntryType = builder.objectRef<HistoryEntry>("HistoryEntry").implement({
  description: "One point of a net worth, asset worth or liability history.",
  fields: (t) => ({
    id: t.exposeID("id"),
    date: t.exposeString("date", { description: "The day, YYYY-MM-DD." }),
    value: t.expose("value", { type: "Decimal" }),
  }),
});

const SERIES: Array<{ series: HistorySeries; monthly: string; daily: string; label: string }> = [
  { series: "netWorth", monthly: "monthlyNetWorthHistories", daily: "dailyNetWorthHistoriesByMonth", label: "net worth" },
  {
    series: "assetWorth",
    monthly: "monthlyAssetWorthHistories",
    daily: "dailyAssetWorthHistoriesByMonth",
    label: "asset worth",
  },
  {
    series: "liability",
    monthly: "monthlyLiabilityHistories",
    daily: "dailyLiabilityHistoriesByMonth",
    label: "liabilities",
  },
];

for (const { series, monthly, daily, label } of SERIES) {
  builder.queryField(monthly, (t) =>
    t.withAuth({ can: "own-data:read" }).field({
      type: [HistoryEntryType],
      description: `The member's ${label}: the last recorded day of each month, up to twelve months back, oldest first.`,
      resolve: (_root, _args, { viewer }) => {
        return listMonthlyHistories({ userId: viewer.userId, series });
      },
    }),
  );
  builder.queryField(daily, (t) =>
    t.withAuth({ can: "own-data:read" }).field({
      type: [HistoryEntryType],
      description: `The member's ${label} for every recorded day of the month containing \`date\`, oldest first.`,
      args: { date: t.arg.string({ required: true, description: "Any day of the month, YYYY-MM-DD." }) },
      resolve: (_root, { date }, { viewer }) => {
        return listDailyHistoriesByMonth({ userId: viewer.userId, series, date });
      },
    }),
  );
}
