import type { Prisma } from "@/lib/generated/prisma/client";

// What the API shows of each financial account kind (001 §3, 000 §3): one `select` per kind, shared by every domain
// function that returns one (manual accounts here, linked accounts in bank linking), so the GraphQL types in
// lib/graphql/accounts/financial-account-types.ts always get the fields they expose. Money stays Decimal until the
// GraphQL type turns it into a number (lib/format/decimal.ts).

export const institutionItemSelect = {
  id: true,
  name: true,
  institutionId: true,
  isLatestSyncFailed: true,
  isLatestLiabilitiesSyncFailed: true,
  lastSyncedAt: true,
  latestSyncErrorKind: true,
  consentExpiresAt: true,
} satisfies Prisma.InstitutionItemSelect;

/** The fields every balance account (asset, credit card, loan) shares, linked or entered by hand. */
const balanceAccountSelect = {
  id: true,
  customerId: true,
  name: true,
  nickname: true,
  value: true,
  mask: true,
  provider: true,
  plaidAccountId: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
  institutionItem: { select: institutionItemSelect },
} as const;

export const assetSelect = {
  ...balanceAccountSelect,
  liquid: true,
  assetType: true,
  type: true,
  subtype: true,
  hasPlaidProcessorToken: true,
  associatedWithActiveTransfer: true,
} satisfies Prisma.AssetSelect;

export const creditCardSelect = {
  ...balanceAccountSelect,
  apr: true,
  cardLimit: true,
  interestPaidLastMonth: true,
} satisfies Prisma.CreditCardSelect;

export const loanSelect = {
  ...balanceAccountSelect,
  lender: true,
  apr: true,
  kind: true,
  loanAmount: true,
  paymentInterval: true,
} satisfies Prisma.LoanSelect;

export const incomeSelect = {
  id: true,
  customerId: true,
  name: true,
  gross: true,
  grossMonthly: true,
  net: true,
  netMonthly: true,
  interval: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.IncomeSelect;

export const creditScoreSelect = {
  id: true,
  customerId: true,
  name: true,
  value: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CreditScoreSelect;

export const expenseSelect = {
  id: true,
  customerId: true,
  name: true,
  value: true,
  interval: true,
  category: true,
  variation: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ExpenseSelect;

export type InstitutionItemRecord = Prisma.InstitutionItemGetPayload<{ select: typeof institutionItemSelect }>;
export type AssetRecord = Prisma.AssetGetPayload<{ select: typeof assetSelect }>;
export type CreditCardRecord = Prisma.CreditCardGetPayload<{ select: typeof creditCardSelect }>;
export type LoanRecord = Prisma.LoanGetPayload<{ select: typeof loanSelect }>;
export type IncomeRecord = Prisma.IncomeGetPayload<{ select: typeof incomeSelect }>;
export type CreditScoreRecord = Prisma.CreditScoreGetPayload<{ select: typeof creditScoreSelect }>;
export type ExpenseRecord = Prisma.ExpenseGetPayload<{ select: typeof expenseSelect }>;

/** Lists show accounts in the member's order, oldest first among equals. */
export const listOrder = [{ sortOrder: "asc" as const }, { createdAt: "asc" as const }];
