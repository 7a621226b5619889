import { getDb } from "@/lib/db";

/**
 * Everything the product holds about a member, table by table, for their export: the user and customer rows and
 * every table keyed to them. Each table is named here on purpose, so a new one is a decision (docs/decisions.md).
 * Left out: secrets (password and token hashes, encrypted secrets, tax ids), and short-lived sign-in material (codes,
 * pending log-ins, tokens), which are not information about the member.
 */
const BY_USER = [
  "Session",
  "RememberedDevice",
  "PlanAdmin",
  "PlanMember",
  "NotificationPreference",
  "InvestingAccount",
  "IdentityDocument",
  "RegistrationDraft",
  "PageView",
  "BugReport",
  "DataRightsRequest",
  "MemberActiveMonth",
] as const;

const BY_CUSTOMER = [
  "FamilyMember",
  "Employment",
  "Income",
  "Expense",
  "CreditScore",
  "InstitutionItem",
  "Asset",
  "CreditCard",
  "Loan",
  "Transaction",
  "CategoryRule",
  "RecurringSeries",
  "BudgetCategory",
  "Budget",
  "BudgetSettings",
  "BudgetCategorySetting",
  "BudgetAlert",
  "FinancialGoal",
  "Priority",
  "NetWorthHistory",
  "AssetWorthHistory",
  "LiabilityHistory",
  "CustomerFeedback",
  "MonthlySpending",
] as const;

/** Columns never exported, by name: hashes, tokens, encrypted values, tax ids, and the search column (a copy). */
const SECRET_COLUMN = /(hash|token|encrypted|secret|taxid|ssn|searchtext)/i;

export type Row = Record<string, unknown>;
export type PersonalData = Record<string, Row[]>;

const withoutSecrets = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

export async function collectPersonalData({ userId }: { userId: string }): Promise<PersonalData> {
  const db = await getDb();
  const select = async (table: string, column: string, id: string) =>
    // Ordered by the first column (the id, or the key of a table without one) so two exports read alike.
    (await db.$queryRawUnsafe<Row[]>(`SELECT * FROM "${table}" WHERE "${column}" = $1 ORDER BY 1`, id)).map(withoutSecrets);

  const data: PersonalData = { User: await select("User", "id", userId) };
  for (const table of BY_USER) data[table] = await select(table, "userId", userId);
  data.AuditLog = await select("AuditLog", "subjectUserId", userId);
  const customers = await select("Customer", "userId", userId);
  data.Customer = customers;
  const customerId = customers[0]?.id;
  for (const table of BY_CUSTOMER) data[table] = customerId ? await select(table, "customerId", String(customerId)) : [];
  return data;
}
