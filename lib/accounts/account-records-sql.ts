import type {
  AssetRecord,
  CreditCardRecord,
  CreditScoreRecord,
  ExpenseRecord,
  IncomeRecord,
  LoanRecord,
} from "@/lib/accounts/account-records";
import {
  dateFromJson,
  decimalFromJson,
  jsonTimestamp,
  optionalDecimalFromJson,
  type AsJson,
} from "@/lib/db/json-values";

// The records of account-records.ts written by SQL instead of Prisma, for the accounts page's read
// (listFinancialAccounts, on getSql()): each kind's fields as json_build_object arguments, and the conversion of the
// JSON back into the record Prisma's `select` gives. A field added to a select goes here too;
// tests/integration/accounts/list-financial-accounts.test.ts compares both.

const CREATED_AT = jsonTimestamp(`a."createdAt"`);
const UPDATED_AT = jsonTimestamp(`a."updatedAt"`);

/** `institutionItemSelect` of the row joined as `i` (none: null). */
const institutionItemJson = `CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'name', i.name,
  'institutionId', i."institutionId", 'isLatestSyncFailed', i."isLatestSyncFailed",
  'isLatestLiabilitiesSyncFailed', i."isLatestLiabilitiesSyncFailed",
  'lastSyncedAt', ${jsonTimestamp(`i."lastSyncedAt"`)}, 'latestSyncErrorKind', i."latestSyncErrorKind",
  'consentExpiresAt', ${jsonTimestamp(`i."consentExpiresAt"`)}) END`;

/** The fields every balance account shares (account-records.ts, balanceAccountSelect) of the row aliased `a`. */
const balanceAccountJson = `'id', a.id, 'customerId', a."customerId", 'name', a.name, 'nickname', a.nickname,
  'value', a.value::text, 'mask', a.mask, 'provider', a.provider, 'plaidAccountId', a."plaidAccountId",
  'sortOrder', a."sortOrder", 'createdAt', ${CREATED_AT}, 'updatedAt', ${UPDATED_AT},
  'institutionItem', ${institutionItemJson}`;

export const assetJson = `json_build_object(${balanceAccountJson}, 'liquid', a.liquid, 'assetType', a."assetType",
  'type', a.type, 'subtype', a.subtype, 'hasPlaidProcessorToken', a."hasPlaidProcessorToken",
  'associatedWithActiveTransfer', a."associatedWithActiveTransfer")`;

export const creditCardJson = `json_build_object(${balanceAccountJson}, 'apr', a.apr::text,
  'cardLimit', a."cardLimit"::text, 'interestPaidLastMonth', a."interestPaidLastMonth"::text)`;

export const loanJson = `json_build_object(${balanceAccountJson}, 'lender', a.lender, 'apr', a.apr::text,
  'kind', a.kind, 'loanAmount', a."loanAmount"::text, 'paymentInterval', a."paymentInterval")`;

export const incomeJson = `json_build_object('id', a.id, 'customerId', a."customerId", 'name', a.name,
  'gross', a.gross::text, 'grossMonthly', a."grossMonthly"::text, 'net', a.net::text,
  'netMonthly', a."netMonthly"::text, 'interval', a.interval, 'sortOrder', a."sortOrder",
  'createdAt', ${CREATED_AT}, 'updatedAt', ${UPDATED_AT})`;

export const creditScoreJson = `json_build_object('id', a.id, 'customerId', a."customerId", 'name', a.name,
  'value', a.value, 'sortOrder', a."sortOrder", 'createdAt', ${CREATED_AT}, 'updatedAt', ${UPDATED_AT})`;

export const expenseJson = `json_build_object('id', a.id, 'customerId', a."customerId", 'name', a.name,
  'value', a.value::text, 'interval', a.interval, 'category', a.category, 'variation', a.variation,
  'createdAt', ${CREATED_AT}, 'updatedAt', ${UPDATED_AT})`;

const timestamps = (row: { createdAt: number; updatedAt: number }) => ({
  createdAt: dateFromJson(row.createdAt),
  updatedAt: dateFromJson(row.updatedAt),
});

type InstitutionItemRecord = NonNullable<AssetRecord["institutionItem"]>;

/** The joined institution item's timestamps (milliseconds in the JSON, or null) back to Dates. */
const institutionItemFromJson = (item: InstitutionItemRecord | null): InstitutionItemRecord | null => {
  if (!item) return null;
  const json = item as unknown as AsJson<InstitutionItemRecord> & { lastSyncedAt: number | null; consentExpiresAt: number | null };
  return {
    ...item,
    lastSyncedAt: json.lastSyncedAt === null ? null : dateFromJson(Number(json.lastSyncedAt)),
    consentExpiresAt: json.consentExpiresAt === null ? null : dateFromJson(Number(json.consentExpiresAt)),
  };
};

export const assetFromJson = (row: AsJson<AssetRecord>): AssetRecord => ({
  ...row,
  institutionItem: institutionItemFromJson(row.institutionItem as InstitutionItemRecord | null),
  value: decimalFromJson(row.value),
  ...timestamps(row),
});

export const creditCardFromJson = (row: AsJson<CreditCardRecord>): CreditCardRecord => ({
  ...row,
  institutionItem: institutionItemFromJson(row.institutionItem as InstitutionItemRecord | null),
  value: decimalFromJson(row.value),
  apr: optionalDecimalFromJson(row.apr),
  cardLimit: optionalDecimalFromJson(row.cardLimit),
  interestPaidLastMonth: optionalDecimalFromJson(row.interestPaidLastMonth),
  ...timestamps(row),
});

export const loanFromJson = (row: AsJson<LoanRecord>): LoanRecord => ({
  ...row,
  institutionItem: institutionItemFromJson(row.institutionItem as InstitutionItemRecord | null),
  value: decimalFromJson(row.value),
  apr: optionalDecimalFromJson(row.apr),
  loanAmount: optionalDecimalFromJson(row.loanAmount),
  ...timestamps(row),
});

export const incomeFromJson = (row: AsJson<IncomeRecord>): IncomeRecord => ({
  ...row,
  gross: decimalFromJson(row.gross),
  grossMonthly: decimalFromJson(row.grossMonthly),
  net: decimalFromJson(row.net),
  netMonthly: decimalFromJson(row.netMonthly),
  ...timestamps(row),
});

export const creditScoreFromJson = (row: AsJson<CreditScoreRecord>): CreditScoreRecord => ({ ...row, ...timestamps(row) });

export const expenseFromJson = (row: AsJson<ExpenseRecord>): ExpenseRecord => ({
  ...row,
  value: decimalFromJson(row.value),
  ...timestamps(row),
});
