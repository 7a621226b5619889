import { getSql } from "@/lib/db";
import { dayFromJson, decimalFromJson } from "@/lib/db/json-values";
import { Prisma } from "@/lib/generated/prisma/client";

import type { BudgetCategoryRecord, TransactionRecord } from "./transaction-records";

// The transaction record of transaction-records.ts (`transactionSelect`) read by SQL, for the hot reads (the
// /transactions page and its CSV export, on getSql()): one statement per page returning plain rows (PostgreSQL
// builds rows several times faster than nested JSON), a second one for split parts only when the page has split
// transactions, and the conversion into the record Prisma's select gives. A field added to transactionSelect goes
// here too; tests/integration/transactions/transaction-records-sql.test.ts compares both.

/** `budgetCategorySelect` columns of the category joined as `alias` (its parent as `${alias}p`), prefixed. */
const categoryColumns = (alias: string) => `${alias}.id AS "${alias}Id", ${alias}.name AS "${alias}Name",
  ${alias}.color AS "${alias}Color", ${alias}."categoryType"::text AS "${alias}CategoryType", ${alias}.kind::text AS "${alias}Kind",
  ${alias}."budgetGroup"::text AS "${alias}BudgetGroup", ${alias}."customerId" AS "${alias}CustomerId",
  ${alias}p.id AS "${alias}ParentId", ${alias}p.name AS "${alias}ParentName"`;

const accountColumns = (alias: string) =>
  `${alias}.id AS "${alias}Id", ${alias}.name AS "${alias}Name", ${alias}.nickname AS "${alias}Nickname", ${alias}.mask AS "${alias}Mask"`;

type CategoryRow = Record<string, string | null>;

function categoryFrom(row: CategoryRow, alias: string): BudgetCategoryRecord | null {
  const id = row[`${alias}Id`];
  if (!id) return null;
  const parentId = row[`${alias}ParentId`];
  return {
    id,
    name: row[`${alias}Name`]!,
    color: row[`${alias}Color`]!,
    categoryType: row[`${alias}CategoryType`] as BudgetCategoryRecord["categoryType"],
    kind: row[`${alias}Kind`] as BudgetCategoryRecord["kind"],
    budgetGroup: row[`${alias}BudgetGroup`] as BudgetCategoryRecord["budgetGroup"],
    customerId: row[`${alias}CustomerId`] ?? null,
    parent: parentId ? { id: parentId, name: row[`${alias}ParentName`]! } : null,
  };
}

function accountFrom(row: CategoryRow, alias: string) {
  const id = row[`${alias}Id`];
  return id ? { id, name: row[`${alias}Name`]!, nickname: row[`${alias}Nickname`] ?? null, mask: row[`${alias}Mask`] ?? null } : null;
}

type TransactionRow = CategoryRow & {
  id: string;
  date: string;
  name: string;
  amount: string;
  pending: boolean;
  categorySource: TransactionRecord["categorySource"];
  needsReview: boolean;
  excluded: boolean;
  isSplit: boolean;
};

/** The rows of `page` (Transaction rows aliased `t`, already limited) with their account and category, newest first. */
function recordsSql(page: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT ${Prisma.raw(`t.id, t.date::text AS date, t.name, t."merchantName", t."merchantKey",
    t.amount::text AS amount, t.pending, t."categorySource"::text AS "categorySource", t.notes, t."needsReview",
    t.excluded, t."transferPartnerId", t."recurringSeriesId",
    ${accountColumns("a")}, ${accountColumns("cc")}, ${accountColumns("ln")}, ${categoryColumns("c")},
    EXISTS (SELECT 1 FROM "TransactionSplit" s WHERE s."transactionId" = t.id) AS "isSplit"`)}
  FROM ${page} t
  LEFT JOIN "Asset" a ON a.id = t."assetId"
  LEFT JOIN "CreditCard" cc ON cc.id = t."creditCardId"
  LEFT JOIN "Loan" ln ON ln.id = t."loanId"
  LEFT JOIN "BudgetCategory" c ON c.id = t."budgetCategoryId"
  LEFT JOIN "BudgetCategory" cp ON cp.id = c."parentId"
  ORDER BY t.date DESC, t.id DESC`;
}

const SPLITS_SQL = `SELECT s."transactionId", s.id, s.amount::text AS amount, s.notes, ${categoryColumns("c")}
  FROM "TransactionSplit" s
  JOIN "BudgetCategory" c ON c.id = s."budgetCategoryId"
  LEFT JOIN "BudgetCategory" cp ON cp.id = c."parentId"
  WHERE s."transactionId" = ANY($1::text[])
  ORDER BY s."transactionId", s."sortOrder", s.id`;

type SplitRow = CategoryRow & { transactionId: string; id: string; amount: string };

function transactionFrom(row: TransactionRow, splits: TransactionRecord["splits"]): TransactionRecord {
  return {
    id: row.id,
    date: dayFromJson(row.date),
    name: row.name,
    merchantName: row.merchantName ?? null,
    merchantKey: row.merchantKey ?? "",
    amount: decimalFromJson(row.amount),
    pending: row.pending,
    categorySource: row.categorySource,
    notes: row.notes ?? null,
    needsReview: row.needsReview,
    excluded: row.excluded,
    transferPartnerId: row.transferPartnerId ?? null,
    recurringSeriesId: row.recurringSeriesId ?? null,
    asset: accountFrom(row, "a"),
    creditCard: accountFrom(row, "cc"),
    loan: accountFrom(row, "ln"),
    budgetCategory: categoryFrom(row, "c"),
    splits,
  };
}

export type TransactionKeyset = { day: string; id: string };

/**
 * Up to `limit` of the transactions `where` selects (a condition on `t`, e.g. transactionFilterSql), newest first
 * (date desc, id desc: the index Transaction(customerId, date desc, id desc)), after `after` when given. One statement.
 */
export async function readTransactionRecords({
  where,
  after,
  limit,
}: {
  where: Prisma.Sql;
  after: TransactionKeyset | null;
  limit: number;
}): Promise<TransactionRecord[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A page of ${limit} transactions`);
  const keyset = after ? Prisma.sql` AND (t.date, t.id) < (${after.day}::date, ${after.id})` : Prisma.empty;
  // The limit is written into the statement (a page size, one of a few): with it a parameter, the plan PostgreSQL
  // caches for the prepared statement would be costed for an unknown page and lose to planning every call anew.
  const statement = recordsSql(Prisma.sql`(
    SELECT t.* FROM "Transaction" t WHERE ${where}${keyset} ORDER BY t.date DESC, t.id DESC LIMIT ${Prisma.raw(String(limit))}
  )`);
  const sql = await getSql();
  const rows = await sql.query<TransactionRow>(statement.text, statement.values);
  const splitIds = rows.filter((row) => row.isSplit).map((row) => row.id);
  const splitsOf = new Map<string, TransactionRecord["splits"]>();
  if (splitIds.length > 0) {
    for (const part of await sql.query<SplitRow>(SPLITS_SQL, [splitIds])) {
      const parts = splitsOf.get(part.transactionId) ?? [];
      parts.push({ id: part.id, amount: decimalFromJson(part.amount), notes: part.notes ?? null, budgetCategory: categoryFrom(part, "c")! });
      splitsOf.set(part.transactionId, parts);
    }
  }
  return rows.map((row) => transactionFrom(row, splitsOf.get(row.id) ?? []));
}
