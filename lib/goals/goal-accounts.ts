import type { Db, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

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

const institution = { select: { name: true } } as const;

/** The member's assets, cards and loans (removed ones left out), in the accounts screen's order. */
export async function loadGoalAccounts(db: Db | Tx, customerId: string): Promise<GoalAccountRecord[]> {
  const live = { customerId, deletedAt: null };
  const order = [{ sortOrder: "asc" as const }, { createdAt: "asc" as const }];
  const base = { id: true, name: true, nickname: true, value: true, updatedAt: true, institutionItem: institution } as const;
  const [assets, cards, loans] = await Promise.all([
    db.asset.findMany({ where: live, orderBy: order, select: { ...base, liquid: true, type: true, subtype: true } }),
    db.creditCard.findMany({ where: live, orderBy: order, select: base }),
    db.loan.findMany({ where: live, orderBy: order, select: { ...base, lender: true } }),
  ]);
  const common = (row: { id: string; name: string; nickname: string | null; value: Prisma.Decimal; updatedAt: Date }) => ({
    id: row.id,
    name: row.nickname?.trim() || row.name,
    value: row.value,
    updatedAt: row.updatedAt,
  });
  return [
    ...assets.map((row) => ({
      ...common(row),
      kind: "ASSET" as const,
      institutionName: row.institutionItem?.name ?? null,
      liquid: row.liquid,
      type: row.type,
      subtype: row.subtype,
    })),
    ...cards.map((row) => ({
      ...common(row),
      kind: "CREDIT_CARD" as const,
      institutionName: row.institutionItem?.name ?? null,
      liquid: false,
      type: "credit",
      subtype: "credit card",
    })),
    ...loans.map((row) => ({
      ...common(row),
      kind: "LOAN" as const,
      institutionName: row.institutionItem?.name ?? row.lender,
      liquid: false,
      type: "loan",
      subtype: null,
    })),
  ];
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
