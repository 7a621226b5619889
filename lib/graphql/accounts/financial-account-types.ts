import type {
  AssetRecord,
  CreditCardRecord,
  CreditScoreRecord,
  ExpenseRecord,
  IncomeRecord,
  InstitutionItemRecord,
  LoanRecord,
} from "@/lib/accounts/account-records";
import { builder } from "@/lib/graphql/builder";
import { CustomerType } from "@/lib/graphql/customers/customer-type";

// The member's financial accounts as the API shows them (001 §3, 000 §3), shared by every operation that returns
// one: manual accounts (financial-accounts.ts), linked accounts (bank linking), onboarding. Domain functions return
// the records of lib/accounts/account-records.ts; money is Decimal there and the Decimal scalar here (the stored
// digits, exactly). Fields that only linked accounts have are nullable. Inputs take every field nullable so the server answers with the spec's messages
// rather than a GraphQL type error; `id` inside an input names the row an update changes.

export const AccountProviderEnum = builder.enumType("AccountProvider", {
  description: "Where an account's figures come from: entered by hand, a linked bank, or an investing account here (the clearing firm).",
  values: ["MANUAL", "PLAID", "CLEARING_FIRM"] as const,
});

export const AssetTypeEnum = builder.enumType("AssetType", {
  description: "checking and money market are CHECKING, savings is SAVING, everything else OTHER (001 §3).",
  values: ["CHECKING", "SAVING", "OTHER"] as const,
});

export const LoanKindEnum = builder.enumType("LoanKind", {
  values: ["CAR", "MORTGAGE", "STUDENT", "OTHER"] as const,
});

export const ExpenseVariationEnum = builder.enumType("ExpenseVariation", {
  values: ["FIXED", "VARIABLE"] as const,
});


export const SyncProblemEnum = builder.enumType("SyncProblem", {
  description:
    "Why the latest sync failed: LOGIN_REQUIRED (the bank wants the member to sign in again: Reconnect), " +
    "DISCONNECTED (the connection is no longer valid: link the bank again), PROVIDER_ERROR (the bank or the provider " +
    "is having trouble: it is tried again).",
  values: ["LOGIN_REQUIRED", "DISCONNECTED", "PROVIDER_ERROR"] as const,
});

const SYNC_PROBLEMS = { ITEM_LOGIN_REQUIRED: "LOGIN_REQUIRED", INVALID_TOKEN: "DISCONNECTED" } as const;

export const InstitutionItemType = builder.objectRef<InstitutionItemRecord>("InstitutionItem").implement({
  description: "A connection to an institution through the account-linking provider.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    institutionId: t.exposeString("institutionId"),
    isLatestSyncFailed: t.exposeBoolean("isLatestSyncFailed"),
    isLatestLiabilitiesSyncFailed: t.exposeBoolean("isLatestLiabilitiesSyncFailed"),
    lastSyncedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "The last successful sync.",
      resolve: (item) => item.lastSyncedAt,
    }),
    syncProblem: t.field({
      type: SyncProblemEnum,
      nullable: true,
      description: "Why the latest sync failed; null while syncs succeed.",
      resolve: (item) =>
        item.isLatestSyncFailed
          ? (SYNC_PROBLEMS[item.latestSyncErrorKind as keyof typeof SYNC_PROBLEMS] ?? "PROVIDER_ERROR")
          : null,
    }),
    consentExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the member's consent at the institution runs out, if the provider said (Reconnect renews it).",
      resolve: (item) => item.consentExpiresAt,
    }),
  }),
});

export const AssetObjectType = builder.objectRef<AssetRecord>("Asset").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", resolve: (asset) => asset.value }),
    liquid: t.exposeBoolean("liquid", { description: "True for checking, savings and money market." }),
    assetType: t.field({ type: AssetTypeEnum, resolve: (asset) => asset.assetType }),
    sortOrder: t.exposeInt("sortOrder"),
    nickname: t.exposeString("nickname", { nullable: true }),
    type: t.exposeString("type", { nullable: true, description: "The provider's account type (linked accounts)." }),
    subtype: t.exposeString("subtype", {
      nullable: true,
      description: "The account type: the provider's subtype, or the type chosen when adding it by hand.",
    }),
    mask: t.exposeString("mask", { nullable: true }),
    provider: t.field({ type: AccountProviderEnum, resolve: (asset) => asset.provider }),
    hasPlaidProcessorToken: t.exposeBoolean("hasPlaidProcessorToken"),
    associatedWithActiveTransfer: t.exposeBoolean("associatedWithActiveTransfer"),
    plaidAccountId: t.exposeString("plaidAccountId", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    institutionItem: t.field({
      type: InstitutionItemType,
      nullable: true,
      resolve: (asset) => asset.institutionItem,
    }),
  }),
});

export const CreditCardObjectType = builder.objectRef<CreditCardRecord>("CreditCard").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", description: "Current balance owed.", resolve: (card) => card.value }),
    apr: t.field({ type: "Decimal", nullable: true, description: "Percent (19.99 means 19.99 %).", resolve: (card) => card.apr }),
    cardLimit: t.field({ type: "Decimal", nullable: true, resolve: (card) => card.cardLimit }),
    sortOrder: t.exposeInt("sortOrder"),
    nickname: t.exposeString("nickname", { nullable: true }),
    mask: t.exposeString("mask", { nullable: true }),
    provider: t.field({ type: AccountProviderEnum, resolve: (card) => card.provider }),
    interestPaidLastMonth: t.field({ type: "Decimal", nullable: true, resolve: (card) => card.interestPaidLastMonth }),
    plaidAccountId: t.exposeString("plaidAccountId", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    institutionItem: t.field({ type: InstitutionItemType, nullable: true, resolve: (card) => card.institutionItem }),
  }),
});

export const LoanObjectType = builder.objectRef<LoanRecord>("Loan").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", description: "Current balance.", resolve: (loan) => loan.value }),
    lender: t.exposeString("lender"),
    apr: t.field({ type: "Decimal", nullable: true, description: "Percent (6.49 means 6.49 %).", resolve: (loan) => loan.apr }),
    kind: t.field({ type: LoanKindEnum, resolve: (loan) => loan.kind }),
    loanAmount: t.field({ type: "Decimal", nullable: true, description: "Original balance.", resolve: (loan) => loan.loanAmount }),
    paymentInterval: t.exposeInt("paymentInterval", {
      description: "0 weekly, 1 every two weeks, 2 monthly (the default), 3 yearly.",
    }),
    sortOrder: t.exposeInt("sortOrder"),
    nickname: t.exposeString("nickname", { nullable: true }),
    mask: t.exposeString("mask", { nullable: true }),
    provider: t.field({ type: AccountProviderEnum, resolve: (loan) => loan.provider }),
    plaidAccountId: t.exposeString("plaidAccountId", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    institutionItem: t.field({ type: InstitutionItemType, nullable: true, resolve: (loan) => loan.institutionItem }),
  }),
});

export const IncomeObjectType = builder.objectRef<IncomeRecord>("Income").implement({
  description: "Yearly gross income; net is 70 % of gross unless given, monthly figures a twelfth (001 §9).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    gross: t.field({ type: "Decimal", resolve: (income) => income.gross }),
    grossMonthly: t.field({ type: "Decimal", resolve: (income) => income.grossMonthly }),
    net: t.field({ type: "Decimal", resolve: (income) => income.net }),
    netMonthly: t.field({ type: "Decimal", resolve: (income) => income.netMonthly }),
    interval: t.exposeInt("interval", { description: "0 weekly, 1 every two weeks, 2 monthly, 3 yearly (the default)." }),
    customerId: t.exposeID("customerId"),
    sortOrder: t.exposeInt("sortOrder"),
  }),
});

export const CreditScoreObjectType = builder.objectRef<CreditScoreRecord>("CreditScore").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.exposeInt("value", { description: "300 to 850." }),
    sortOrder: t.exposeInt("sortOrder"),
    customer: t.field({
      type: CustomerType,
      description: "The member's profile (for its health score, hfhs).",
      resolve: (score, _args, { loaders }) => loaders.customer.load(score.customerId),
    }),
  }),
});

export const ExpenseObjectType = builder.objectRef<ExpenseRecord>("Expense").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    value: t.field({ type: "Decimal", resolve: (expense) => expense.value }),
    interval: t.exposeInt("interval", { description: "0 weekly, 1 every two weeks, 2 monthly, 3 yearly." }),
    category: t.exposeString("category"),
    variation: t.field({ type: ExpenseVariationEnum, resolve: (expense) => expense.variation }),
  }),
});

// Inputs: one per kind, used by create (no id) and update (id of the row). On update an absent field is left as it
// is; null clears an optional field and is refused for a required one.

export const AssetInput = builder.inputType("AssetInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "The asset to change (updateAsset)." }),
    name: t.string({ required: false }),
    value: t.field({ type: "Decimal", required: false }),
    accountType: t.string({
      required: false,
      description:
        "The add-account type: checking, savings, money market, IRA, 401k, 403b, 529 ESA, brokerage, home, vehicle " +
        "or other.",
    }),
  }),
});

export const LoanInput = builder.inputType("LoanInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "The loan to change (updateLoan)." }),
    name: t.string({ required: false }),
    value: t.field({ type: "Decimal", required: false, description: "Current balance." }),
    lender: t.string({ required: false }),
    apr: t.field({ type: "Decimal", required: false, description: "Percent; optional." }),
    loanAmount: t.field({ type: "Decimal", required: false, description: "Original balance; optional." }),
    kind: t.string({
      required: false,
      description: "student, car, mortgage, other (or 'personal loan'); OTHER when not given.",
    }),
    paymentInterval: t.int({ required: false, description: "0 to 3; 2 (monthly) when not given." }),
  }),
});

export const CreditCardInput = builder.inputType("CreditCardInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "The card to change (updateCreditCard)." }),
    name: t.string({ required: false }),
    value: t.field({ type: "Decimal", required: false, description: "Current balance owed." }),
    apr: t.field({ type: "Decimal", required: false, description: "Percent; optional." }),
    cardLimit: t.field({ type: "Decimal", required: false, description: "Optional." }),
  }),
});

export const IncomeInput = builder.inputType("IncomeInput", {
  fields: (t) => ({
    id: t.id({
      required: false,
      description: "The income to change. updateIncome without an id saves the member's income of this name.",
    }),
    name: t.string({ required: false, description: "'Salary' when not given." }),
    gross: t.field({ type: "Decimal", required: false, description: "Yearly gross, a whole number of dollars." }),
    net: t.field({ type: "Decimal", required: false, description: "Yearly net; 70 % of gross when not given." }),
    interval: t.int({ required: false, description: "0 to 3; 3 (yearly) when not given." }),
  }),
});

export const CreditScoreInput = builder.inputType("CreditScoreInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "The credit score to change (updateCreditScore)." }),
    name: t.string({ required: false, description: "'Credit Score' when not given." }),
    value: t.float({ required: false, description: "A whole number from 300 to 850." }),
  }),
});
