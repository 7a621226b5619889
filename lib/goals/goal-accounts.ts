import { queryRows, type Db, type Tx } from "@/lib/db";
import { dateFromJson, decimalFromJson, jsonTimestamp, type AsJson } from "@/lib/db/json-values";
import { Prisma } from "@/lib/generated/prisma/client";

import type { AccountKind } from "./goal-kinds";

/** One of the member's live accounts as goals see it (a linked one names its bank). */
export type GoalAccountRecord = {
  id: string;
  kind: AccountKind;
  name: string;
  value: Prisma.Decimal;
  institutionName: string | null;
  liquid: boolean;
  type: string | null;
  subtype: string | null;
  updatedAt: Date;
};

/**
 * SQL: the member `customerId`'s live accounts (assets, cards, loans: removed ones left out) as a json array of
 * GoalAccountRecord (value as text, updatedAt in milliseconds), in the accounts screen's order.
 */
export function goalAccountsJsonSql(customerId: string): Prisma.Sql {
  const common = (alias: string) => `'id', ${alias}.id, 'name', COALESCE(NULLIF(btrim(${alias}.nickname), ''), ${alias}.name),
    'value', ${alias}.value::text, 'updatedAt', ${jsonTimestamp(`${alias}."updatedAt"`)}`;
  return Prisma.sql`(SELECT COALESCE(json_agg(x.account ORDER BY x.rank, x."sortOrder", x."createdAt"), '[]'::json) FROM (
    SELECT 1 AS rank, a."sortOrder", a."createdAt", json_build_object(${Prisma.raw(common("a"))}, 'kind', 'ASSET',
      'institutionName', i.name, 'liquid', a.liquid, 'type', a.type, 'subtype', a.subtype) AS account
    FROM "Asset" a LEFT JOIN "InstitutionItem" i ON i.id = a."institutionItemId"
    WHERE a."customerId" = ${customerId} AND a."deletedAt" IS NULL
    UNION ALL
    SELECT 2, a."sortOrder", a."createdAt", json_build_object(${Prisma.raw(common("a"))}, 'kind', 'CREDIT_CARD',
      'institutionName', i.name, 'liquid', false, 'type', 'credit', 'subtype', 'credit card')
    FROM "CreditCard" a LEFT JOIN "InstitutionItem" i ON i.id = a."institutionItemId"
    WHERE a."customerId" = ${customerId} AND a."deletedAt" IS NULL
    UNION ALL
    SELECT 3, a."sortOrder", a."createdAt", json_build_object(${Prisma.raw(common("a"))}, 'kind', 'LOAN',
      'institutionName', COALESCE(i.name, a.lender), 'liquid', false, 'type', 'loan', 'subtype', NULL)
    FROM "Loan" a LEFT JOIN "InstitutionItem" i ON i.id = a."institutionItemId"
    WHERE a."customerId" = ${customerId} AND a."deletedAt" IS NULL
  ) x)`;
}

export function goalAccountFromJson(account: AsJson<GoalAccountRecord>): GoalAccountRecord {
  return { ...account, value: decimalFromJson(account.value), updatedAt: dateFromJson(account.updatedAt) };
}

/** The member's assets, cards and loans (removed ones left out), in the accounts screen's order. */
export async function loadGoalAccounts(db: Db | Tx, customerId: string): Promise<GoalAccountRecord[]> {
  const [row] = await queryRows<{ accounts: Array<AsJson<GoalAccountRecord>> }>(
    db,
    Prisma.sql`SELECT ${goalAccountsJsonSql(customerId)} AS accounts`,
  );
  return (row?.accounts ?? []).map(goalAccountFromJson);
}

/** A link row's account id, whichever of its three columns holds it. */
export const linkedAccountId = (link: { assetId: string | null; creditCardId: string | null; loanId: string | null }) =>
  link.assetId ?? link.creditCardId ?? link.loanId ?? "";

/** The column a link to an account of this kind fills. */
export function linkColumns(account: Pick<GoalAccountRecord, "id" | "kind">) {
  return {
    assetId: account.kind === "ASSET" ? account.id : null,
    creditCardId: account.kind === "CREDIT_CARD" ? account.id : null,
    loanId: account.kind === "LOAN" ? account.id : null,
  };
}
