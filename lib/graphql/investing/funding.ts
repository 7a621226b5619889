import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { cancelRecurringDeposit } from "@/lib/investing/funding/cancel-recurring-deposit";
import { createInvestingDeposit } from "@/lib/investing/funding/create-investing-deposit";
import { getFundingOptions, type FundableAccount, type FundingOptions, type TaxYearRoom } from "@/lib/investing/funding/get-funding-options";
import { DEPOSIT_FREQUENCIES } from "@/lib/investing/funding/funding-rules";

// Funding an investing account (issue 16 item 4; names ours, docs/decisions.md): fundingOptions (what /investing/fund
// shows), createInvestingDeposit (one time or recurring), cancelRecurringDeposit. Money moves only for the customer
// themselves: coach mode reads, never funds.

const cents = (value: number) => (value / 100).toFixed(2);

const TaxYearRoomType = builder.objectRef<TaxYearRoom>("IraTaxYearRoom").implement({
  description: "One open tax year of an IRA: the person's yearly limit (with catch-up at 50+), what was contributed, what is left.",
  fields: (t) => ({
    taxYear: t.exposeInt("taxYear"),
    limit: t.field({ type: "Decimal", resolve: (room) => cents(room.limitCents) }),
    contributed: t.field({ type: "Decimal", resolve: (room) => cents(room.contributedCents) }),
    remaining: t.field({ type: "Decimal", resolve: (room) => cents(room.remainingCents) }),
  }),
});

const FundableAccountType = builder.objectRef<FundableAccount>("FundableInvestingAccount").implement({
  fields: (t) => ({
    id: t.exposeString("id", { description: "The clearing firm's account id (ours before it has one)." }),
    label: t.exposeString("label", { description: "'nickname or type label · ••last four' (002 §3)." }),
    accountType: t.exposeString("accountType", { nullable: true }),
    state: t.exposeString("state"),
    isIra: t.exposeBoolean("isIra"),
    lockedReason: t.exposeString("lockedReason", { nullable: true, description: "Why money cannot go in now; null when it can." }),
    taxYears: t.field({ type: [TaxYearRoomType], description: "IRAs only: newest first.", resolve: (account) => account.taxYears }),
  }),
});

type Bank = FundingOptions["banks"][number];
const FundingBankType = builder.objectRef<Bank>("FundingBankAccount").implement({
  description: "A linked checking or savings account money can come from.",
  fields: (t) => ({
    assetId: t.exposeString("assetId"),
    name: t.exposeString("name"),
    mask: t.exposeString("mask", { nullable: true }),
    institutionName: t.exposeString("institutionName", { nullable: true }),
    subtype: t.exposeString("subtype", { nullable: true }),
  }),
});

type Recurring = FundingOptions["recurringDeposits"][number];
const RecurringDepositType = builder.objectRef<Recurring>("RecurringDeposit").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    accountId: t.exposeString("accountId"),
    accountLabel: t.exposeString("accountLabel"),
    amount: t.field({ type: "Decimal", resolve: (deposit) => deposit.amount }),
    frequency: t.exposeString("frequency", { description: "WEEKLY, BIWEEKLY or MONTHLY." }),
    nextRunOn: t.string({ description: "YYYY-MM-DD.", resolve: (deposit) => deposit.nextRunOn.toISOString().slice(0, 10) }),
    bank: t.exposeString("bank"),
    lastSkipReason: t.exposeString("lastSkipReason", { nullable: true, description: "Why the last run did not happen." }),
  }),
});

type TransferRow = FundingOptions["transfers"][number];
const InvestingTransferType = builder.objectRef<TransferRow>("InvestingTransfer").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    accountId: t.exposeString("accountId"),
    accountLabel: t.exposeString("accountLabel"),
    amount: t.field({ type: "Decimal", resolve: (transfer) => transfer.amount }),
    state: t.exposeString("state", { description: "REQUESTED and PENDING are on their way; COMPLETED, RETURNED, REJECTED, CANCELED." }),
    kind: t.exposeString("kind", { description: "ACH_DEPOSIT or ROLLOVER_CHECK." }),
    taxYear: t.exposeInt("taxYear", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (transfer) => transfer.createdAt }),
    settledAt: t.field({ type: "DateTime", nullable: true, resolve: (transfer) => transfer.settledAt }),
    bank: t.exposeString("bank", { nullable: true }),
    recurring: t.exposeBoolean("recurring"),
    explanation: t.exposeString("explanation", { nullable: true, description: "For a returned or refused deposit: what happened and what to do." }),
  }),
});

const FundingOptionsType = builder.objectRef<FundingOptions>("FundingOptions").implement({
  fields: (t) => ({
    accounts: t.field({ type: [FundableAccountType], resolve: (options) => options.accounts }),
    banks: t.field({ type: [FundingBankType], resolve: (options) => options.banks }),
    warnings: t.exposeStringList("warnings", { description: "Before funding a brokerage account: what deserves the money first." }),
    recurringDeposits: t.field({ type: [RecurringDepositType], resolve: (options) => options.recurringDeposits }),
    transfers: t.field({ type: [InvestingTransferType], description: "The latest 20, newest first.", resolve: (options) => options.transfers }),
  }),
});

builder.queryField("fundingOptions", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: FundingOptionsType,
    description: "What funding an investing account offers the member now.",
    resolve: (_root, _args, { viewer }) => getFundingOptions({ viewer }),
  }),
);

const DepositFrequencyEnum = builder.enumType("DepositFrequency", { values: DEPOSIT_FREQUENCIES });

const InvestingDepositInput = builder.inputType("InvestingDepositInput", {
  fields: (t) => ({
    accountId: t.string({ required: true }),
    fromAssetId: t.string({ required: true, description: "A linked checking or savings account (fundingOptions.banks)." }),
    amount: t.string({ required: true, description: "Dollars and cents as typed, e.g. '250' or '1,250.50'." }),
    frequency: t.field({ type: DepositFrequencyEnum, required: true }),
    startsOn: t.string({ required: false, description: "Recurring: the first deposit's day, YYYY-MM-DD (today when left out)." }),
    taxYear: t.int({ required: false, description: "IRA, one time: the tax year (fundingOptions.accounts.taxYears)." }),
  }),
});

type CreateResult = { error: string | null; errorField?: string | null; transferId: string | null; recurringDepositId: string | null };

const CreateInvestingDepositPayload = payloadType<CreateResult>("CreateInvestingDepositPayload", {
  errorField: "accountId, fromAssetId, amount, frequency, startsOn or taxYear.",
  fields: (t) => ({
    transferId: t.exposeString("transferId", { nullable: true, description: "The deposit made now (one time)." }),
    recurringDepositId: t.exposeString("recurringDepositId", { nullable: true }),
  }),
});

builder.mutationField("createInvestingDeposit", (t) =>
  t.withAuth({ can: "investing:trade" }).field({
    type: CreateInvestingDepositPayload,
    description: "Moves money from a linked bank account into an open investing account, once or on a schedule.",
    args: { input: t.arg({ type: InvestingDepositInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<CreateResult>(
        async () => ({ error: null, ...(await createInvestingDeposit({ viewer, input })) }),
        (fields) => ({ ...fields, transferId: null, recurringDepositId: null }),
      ),
  }),
);

type CancelResult = { error: string | null; didCancel: boolean };
const CancelRecurringDepositPayload = payloadType<CancelResult>("CancelRecurringDepositPayload", {
  fields: (t) => ({ didCancel: t.exposeBoolean("didCancel") }),
});

builder.mutationField("cancelRecurringDeposit", (t) =>
  t.withAuth({ can: "investing:trade" }).field({
    type: CancelRecurringDepositPayload,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<CancelResult>(
        async () => {
          await cancelRecurringDeposit({ viewer, id });
          return { error: null, didCancel: true };
        },
        (fields) => ({ ...fields, didCancel: false }),
      ),
  }),
);
