import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { createInvestingDocumentLink } from "@/lib/investing/create-investing-document-link";
import { getInvestingDashboard, type InvestingDashboard } from "@/lib/investing/get-investing-dashboard";
import { getInvestingTotals, type InvestingTotals } from "@/lib/investing/get-investing-totals";
import type { GainLoss } from "@/lib/investing/performance/period-gain-loss";

// The investing dashboard and portfolio (issue 16 item 5) and the 002 §4 totals across accounts, read live from the
// clearing firm; a document's short-lived link (names ours, in docs/decisions.md). Money is Decimal, weights are
// basis points (10000 = all), percents are Decimal percent with two places.

const InvestingPeriodEnum = builder.enumType("InvestingPeriod", {
  description: "The dashboard's periods: 1M, 3M, YTD, 1Y, All.",
  values: {
    ONE_MONTH: { value: "1M" },
    THREE_MONTHS: { value: "3M" },
    YEAR_TO_DATE: { value: "YTD" },
    ONE_YEAR: { value: "1Y" },
    ALL: { value: "ALL" },
  } as const,
});

const FundClassEnum = builder.enumType("InvestingFundClass", { values: ["STOCK", "BOND"] as const });

const GainLossType = builder.objectRef<GainLoss>("InvestingGainLoss").implement({
  fields: (t) => ({
    amount: t.field({ type: "Decimal", description: "Dollars: value change minus net contributions.", resolve: (gain) => gain.amount }),
    percent: t.field({ type: "Decimal", nullable: true, description: "Percent, two places; null before any money came in.", resolve: (gain) => gain.percent }),
  }),
});

type Account = InvestingDashboard["account"];
const DashboardAccount = builder.objectRef<Account>("InvestingDashboardAccount").implement({
  fields: (t) => ({
    accountId: t.exposeString("accountId"),
    label: t.exposeString("label", { description: "'nickname or type label · number' (002 §3)." }),
    state: t.exposeString("state"),
    modelPortfolioName: t.string({ nullable: true, resolve: (account) => account.modelPortfolio?.name ?? null }),
    isMoneyInvested: t.exposeBoolean("isMoneyInvested"),
    activeRestrictions: t.exposeStringList("activeRestrictions"),
    processingWithdrawal: t.exposeBoolean("processingWithdrawal"),
    isAccountClosing: t.exposeBoolean("isAccountClosing"),
  }),
});

const SeriesPoint = builder.objectRef<InvestingDashboard["series"][number]>("InvestingSeriesPoint").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD." }),
    equity: t.field({ type: "Decimal", resolve: (point) => point.equity }),
    netContributions: t.field({ type: "Decimal", resolve: (point) => point.netContributions }),
  }),
});

const Holding = builder.objectRef<InvestingDashboard["holdings"][number]>("InvestingHolding").implement({
  fields: (t) => ({
    symbol: t.exposeString("symbol"),
    fundName: t.exposeString("fundName", { nullable: true }),
    quantity: t.exposeString("quantity", { description: "Shares, up to six decimal places." }),
    price: t.field({ type: "Decimal", resolve: (holding) => holding.price }),
    marketValue: t.field({ type: "Decimal", resolve: (holding) => holding.marketValue }),
    costBasis: t.field({ type: "Decimal", resolve: (holding) => holding.costBasis }),
    gainLoss: t.field({ type: "Decimal", resolve: (holding) => holding.gainLoss }),
  }),
});

type Allocation = NonNullable<InvestingDashboard["allocation"]>;
const AllocationFund = builder.objectRef<Allocation["funds"][number]>("InvestingAllocationFund").implement({
  fields: (t) => ({
    symbol: t.exposeString("symbol"),
    fundName: t.exposeString("fundName", { nullable: true }),
    kind: t.field({ type: FundClassEnum, nullable: true, description: "Null for a fund the model does not hold.", resolve: (fund) => fund.kind }),
    targetBasisPoints: t.exposeInt("targetBasisPoints"),
    actualBasisPoints: t.exposeInt("actualBasisPoints"),
    driftBasisPoints: t.exposeInt("driftBasisPoints", { description: "Actual minus target." }),
  }),
});
const AllocationClass = builder.objectRef<Allocation["classes"][number]>("InvestingAllocationClass").implement({
  fields: (t) => ({
    kind: t.field({ type: FundClassEnum, resolve: (row) => row.kind }),
    targetBasisPoints: t.exposeInt("targetBasisPoints"),
    actualBasisPoints: t.exposeInt("actualBasisPoints"),
    driftBasisPoints: t.exposeInt("driftBasisPoints"),
  }),
});
const AllocationType = builder.objectRef<Allocation>("InvestingAllocation").implement({
  description: "Target against actual weights of the invested value (cash excluded), per fund and per stock/bond class.",
  fields: (t) => ({
    funds: t.field({ type: [AllocationFund], resolve: (allocation) => allocation.funds }),
    classes: t.field({ type: [AllocationClass], resolve: (allocation) => allocation.classes }),
  }),
});

const ActivityType = builder.objectRef<InvestingDashboard["activity"][number]>("InvestingActivity").implement({
  fields: (t) => ({
    activityId: t.exposeID("activityId"),
    type: t.exposeString("type", { description: "DEPOSIT, WITHDRAWAL, BUY, SELL, DIVIDEND or FEE." }),
    date: t.exposeString("date", { description: "YYYY-MM-DD." }),
    symbol: t.exposeString("symbol", { nullable: true }),
    quantity: t.exposeString("quantity", { nullable: true }),
    price: t.field({ type: "Decimal", nullable: true, resolve: (activity) => activity.price }),
    amount: t.field({ type: "Decimal", description: "The cash effect, signed (a buy is negative).", resolve: (activity) => activity.amount }),
    description: t.exposeString("description"),
  }),
});

const DocumentType = builder.objectRef<InvestingDashboard["documents"][number]>("InvestingDocument").implement({
  fields: (t) => ({
    documentId: t.exposeID("documentId"),
    kind: t.exposeString("kind", { description: "STATEMENT, TRADE_CONFIRMATION or TAX_FORM." }),
    name: t.exposeString("name"),
    date: t.exposeString("date", { description: "YYYY-MM-DD." }),
  }),
});

const DashboardType = builder.objectRef<InvestingDashboard>("InvestingDashboard").implement({
  description: "One investing account's value, performance, holdings, allocation, activity and documents.",
  fields: (t) => ({
    account: t.field({ type: DashboardAccount, resolve: (dashboard) => dashboard.account }),
    hasMoney: t.exposeBoolean("hasMoney", { description: "False until money has ever come in." }),
    asOf: t.field({ type: "DateTime", nullable: true, resolve: (dashboard) => dashboard.asOf }),
    equity: t.field({ type: "Decimal", description: "Cash plus positions at today's price.", resolve: (dashboard) => dashboard.equity }),
    buyingPower: t.field({ type: "Decimal", resolve: (dashboard) => dashboard.buyingPower }),
    netContributions: t.field({ type: "Decimal", resolve: (dashboard) => dashboard.netContributions }),
    gainLoss: t.field({ type: GainLossType, description: "Since the account opened.", resolve: (dashboard) => dashboard.gainLoss }),
    period: t.field({ type: InvestingPeriodEnum, resolve: (dashboard) => dashboard.period }),
    from: t.string({ resolve: (dashboard) => dashboard.window.from }),
    to: t.string({ resolve: (dashboard) => dashboard.window.to }),
    periodGainLoss: t.field({ type: GainLossType, resolve: (dashboard) => dashboard.periodGainLoss }),
    series: t.field({ type: [SeriesPoint], resolve: (dashboard) => dashboard.series }),
    holdings: t.field({ type: [Holding], resolve: (dashboard) => dashboard.holdings }),
    allocation: t.field({ type: AllocationType, nullable: true, resolve: (dashboard) => dashboard.allocation }),
    activity: t.field({ type: [ActivityType], description: "Newest first.", resolve: (dashboard) => dashboard.activity }),
    documents: t.field({ type: [DocumentType], description: "Newest first.", resolve: (dashboard) => dashboard.documents }),
  }),
});

const TotalsAccount = builder.objectRef<InvestingTotals["accounts"][number]>("InvestingTotalsAccount").implement({
  fields: (t) => ({
    accountId: t.exposeString("accountId"),
    label: t.exposeString("label"),
    equity: t.field({ type: "Decimal", resolve: (account) => account.equity }),
    gainLoss: t.field({ type: "Decimal", resolve: (account) => account.gainLoss }),
    percentGainLoss: t.field({ type: "Decimal", nullable: true, resolve: (account) => account.percentGainLoss }),
  }),
});

const TotalsType = builder.objectRef<InvestingTotals>("InvestingTotals").implement({
  description: "002 §4 account totals: sum of equity, sum of gain/loss, and equity minus gain/loss.",
  fields: (t) => ({
    equity: t.field({ type: "Decimal", resolve: (totals) => totals.equity }),
    gainLoss: t.field({ type: "Decimal", resolve: (totals) => totals.gainLoss }),
    invested: t.field({ type: "Decimal", description: "Equity minus gain/loss.", resolve: (totals) => totals.invested }),
    accounts: t.field({ type: [TotalsAccount], resolve: (totals) => totals.accounts }),
  }),
});

builder.queryField("investingDashboard", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: DashboardType,
    description: "One of the member's investing accounts, read live from the clearing firm, for the chosen period.",
    args: {
      accountId: t.arg.string({ required: true }),
      period: t.arg({ type: InvestingPeriodEnum, required: false, description: "ONE_MONTH when left out." }),
    },
    resolve: (_root, { accountId, period }, { viewer }) => getInvestingDashboard({ viewer, accountId, period: period ?? "1M" }),
  }),
);

builder.queryField("investingTotals", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: TotalsType,
    description: "The 002 §4 totals across the member's open investing accounts.",
    resolve: (_root, _args, { viewer }) => getInvestingTotals({ viewer }),
  }),
);

type LinkResult = { error: string | null; url: string | null; expiresAt: Date | null };

const DocumentLinkPayload = payloadType<LinkResult>("CreateInvestingDocumentLinkPayload", {
  fields: (t) => ({
    url: t.string({ nullable: true, description: "A private link, valid five minutes; never stored.", resolve: (payload) => payload.url }),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (payload) => payload.expiresAt }),
  }),
});

builder.mutationField("createInvestingDocumentLink", (t) =>
  t.withAuth({ can: "investing-documents:download" }).field({
    type: DocumentLinkPayload,
    description: "A short-lived link to one of the clearing firm's documents for the member's account (owner only).",
    args: { accountId: t.arg.string({ required: true }), documentId: t.arg.string({ required: true }) },
    resolve: (_root, { accountId, documentId }, { viewer }) =>
      runPayload<LinkResult>(
        async () => ({ error: null, ...(await createInvestingDocumentLink({ viewer, accountId, documentId })) }),
        ({ error }) => ({ error, url: null, expiresAt: null }),
      ),
  }),
);
