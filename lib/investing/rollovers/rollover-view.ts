import type { Db, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { accountLabel } from "@/lib/investing/account-label";
import { rolloverPayee } from "./rollover-check";
import { rolloverWarnings, type RolloverWarning } from "./rollover-steps";

// A rollover as the tracker, the manifest stepper and the API show it: its own row, the destination account, the exact
// payee line, the warnings of the whole rollover and its other legs (same transferIntentId). Always the member's own:
// every read goes through the account's owner.

const accountSelect = {
  id: true,
  accountId: true,
  accountNumber: true,
  nickname: true,
  registrationType: true,
  subtype: true,
  accountType: true,
  state: true,
  modelPortfolioId: true,
  parties: { select: { givenName: true, familyName: true }, orderBy: { createdAt: "asc" }, take: 1 },
  user: { select: { firstName: true, lastName: true } },
} satisfies Prisma.InvestingAccountSelect;

const rolloverSelect = {
  id: true,
  nickname: true,
  transferIntentId: true,
  step: true,
  oldProvider: true,
  planType: true,
  moneyKind: true,
  estimatedAmount: true,
  hasOutstandingLoan: true,
  hasCompanyStock: true,
  planFoundAt: true,
  requestedAt: true,
  checkInTransitAt: true,
  checkMailedOn: true,
  depositedAt: true,
  investedAt: true,
  cancelledAt: true,
  depositedAmount: true,
  createdAt: true,
  account: { select: accountSelect },
} satisfies Prisma.RolloverSelect;

type RolloverRow = Prisma.RolloverGetPayload<{ select: typeof rolloverSelect }>;

export type RolloverLeg = {
  id: string;
  moneyKind: RolloverRow["moneyKind"];
  step: RolloverRow["step"];
  accountId: string;
  accountLabel: string;
};

export type RolloverView = Omit<RolloverRow, "account"> & {
  account: {
    /** The id the API hands out: the clearing firm's account id once it has one, ours before. */
    accountId: string;
    accountNumber: string | null;
    accountType: RolloverRow["account"]["accountType"];
    state: RolloverRow["account"]["state"];
    label: string;
    hasModelPortfolio: boolean;
  };
  /** The member's name as the account holder (the clearing firm's party), for the payee line. */
  holderName: string;
  payee: string;
  warnings: RolloverWarning[];
  /** The other legs of the same rollover (pre-tax and Roth money into two accounts). */
  siblings: RolloverLeg[];
};

/** The member's rollovers matching `where`, oldest first, with their legs: two statements whatever the count. */
export async function loadRolloverViews(db: Db | Tx, userId: string, where: Prisma.RolloverWhereInput): Promise<RolloverView[]> {
  const rows = await db.rollover.findMany({
    where: { AND: [where, { account: { userId } }] },
    select: rolloverSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (rows.length === 0) return [];
  const intents = [...new Set(rows.map((row) => row.transferIntentId))];
  const legs = await db.rollover.findMany({
    where: { transferIntentId: { in: intents }, account: { userId } },
    select: rolloverSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toView(row, legs.filter((leg) => leg.transferIntentId === row.transferIntentId)));
}

function toView(row: RolloverRow, legs: RolloverRow[]): RolloverView {
  const { account, ...rollover } = row;
  const party = account.parties[0];
  const holderName = (party ? `${party.givenName} ${party.familyName}` : `${account.user.firstName} ${account.user.lastName}`).trim();
  const live = legs.filter((leg) => leg.step !== "CANCELLED");
  const described = live.filter((leg) => leg.estimatedAmount !== null);
  const totalEstimate = described.length ? described.reduce((sum, leg) => sum.plus(leg.estimatedAmount!), described[0]!.estimatedAmount!.mul(0)) : null;
  return {
    ...rollover,
    account: {
      accountId: account.accountId ?? account.id,
      accountNumber: account.accountNumber,
      accountType: account.accountType,
      state: account.state,
      label: accountLabel(account),
      hasModelPortfolio: account.modelPortfolioId !== null,
    },
    holderName,
    payee: rolloverPayee(holderName),
    warnings: rolloverWarnings({
      hasOutstandingLoan: live.some((leg) => leg.hasOutstandingLoan),
      hasCompanyStock: live.some((leg) => leg.hasCompanyStock),
      totalEstimate: totalEstimate ? totalEstimate.toFixed(2) : null,
    }),
    siblings: legs
      .filter((leg) => leg.id !== row.id)
      .map((leg) => ({
        id: leg.id,
        moneyKind: leg.moneyKind,
        step: leg.step,
        accountId: leg.account.accountId ?? leg.account.id,
        accountLabel: accountLabel(leg.account),
      })),
  };
}
