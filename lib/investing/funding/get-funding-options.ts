import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Db } from "@/lib/db";
import { loadHealthInputs } from "@/lib/financial-health/load-health-inputs";
import { formatMoney } from "@/lib/format/format-money";
import type { InvestingAccountState, Prisma } from "@/lib/generated/prisma/client";
import { needsLetter3210 } from "@/lib/investing/registration/registration-schemas";
import { accountLabel, ACCOUNT_STATE_TEXT } from "../account-label";
import { contributedByTaxYear, IRA_ACCOUNT_TYPES } from "./contributed-this-year";
import { birthDateOf, iraContributionLimitCents, openTaxYears } from "./contribution-limits";
import { explainReturn } from "./explain-return";
import { FUNDING_MESSAGES } from "./funding-rules";

// What /investing/fund shows (issue 16 item 4): the member's investing accounts (each open to funding or locked with
// the reason), the linked checking and savings accounts money can come from, for IRAs each open tax year's limit,
// contributions and what is left, the warnings before funding a brokerage account, the recurring deposits and the
// latest transfers with their states. Everything from the database; nothing is asked of the clearing firm here.

/** A debt charging more than this APR (percent) is worth paying down before investing (research §4 (c) 9). */
export const HIGH_APR_PERCENT = 10;
const RECENT_TRANSFERS = 20;

export type TaxYearRoom = { taxYear: number; limitCents: number; contributedCents: number; remainingCents: number };

export type FundableAccount = {
  id: string;
  label: string;
  accountType: string | null;
  state: InvestingAccountState;
  isIra: boolean;
  /** Why money cannot go in now; null when it can. */
  lockedReason: string | null;
  taxYears: TaxYearRoom[];
};

export type FundingOptions = {
  accounts: FundableAccount[];
  banks: { assetId: string; name: string; mask: string | null; institutionName: string | null; subtype: string | null }[];
  /** Before funding a brokerage account: what deserves the money first. */
  warnings: string[];
  recurringDeposits: {
    id: string;
    accountId: string;
    accountLabel: string;
    amount: Prisma.Decimal;
    frequency: string;
    nextRunOn: Date;
    bank: string;
    lastSkipReason: string | null;
  }[];
  transfers: {
    id: string;
    accountId: string;
    accountLabel: string;
    amount: Prisma.Decimal;
    state: string;
    kind: string;
    taxYear: number | null;
    createdAt: Date;
    settledAt: Date | null;
    bank: string | null;
    recurring: boolean;
    /** For a returned deposit: what happened and what to do. */
    explanation: string | null;
  }[];
};

/** What the funding rules read of an account: its state and type, the 3210 rule's inputs, the holder's birth date. */
export const FUNDING_RULES_SELECT = {
  accountType: true,
  state: true,
  disclosures: true,
  isAccountClosing: true,
  parties: { select: { birthDate: true }, take: 1, orderBy: { createdAt: "asc" } },
  identityDocuments: { where: { documentType: "LETTER3210", uploadedAt: { not: null } }, select: { id: true }, take: 1 },
} as const satisfies Prisma.InvestingAccountSelect;

const apiId = (account: { id: string; accountId: string | null }) => account.accountId ?? account.id;

export async function getFundingOptions({ viewer, now = new Date() }: { viewer: Viewer | null; now?: Date }): Promise<FundingOptions> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const userId = viewer.userId;
  const [accounts, banks, recurring, transfers, customer] = await Promise.all([
    db.investingAccount.findMany({
      where: { userId, registrationType: { not: "EXTERNAL" }, state: { notIn: ["PENDING", "CLOSED", "REJECTED"] } },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        accountId: true,
        accountNumber: true,
        nickname: true,
        registrationType: true,
        ...FUNDING_RULES_SELECT,
      },
    }),
    db.asset.findMany({
      where: { customer: { userId }, deletedAt: null, provider: "PLAID", assetType: { in: ["CHECKING", "SAVING"] }, institutionItemId: { not: null } },
      orderBy: [{ assetType: "asc" }, { name: "asc" }],
      select: { id: true, name: true, nickname: true, mask: true, subtype: true, institutionItem: { select: { name: true } } },
    }),
    db.recurringDeposit.findMany({
      where: { account: { userId }, cancelledAt: null },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        amount: true,
        frequency: true,
        nextRunOn: true,
        lastSkipReason: true,
        fundingRelationship: { select: { bankName: true, mask: true } },
        account: { select: { id: true, accountId: true, nickname: true, registrationType: true, accountNumber: true } },
      },
    }),
    db.investingTransfer.findMany({
      where: { account: { userId } },
      orderBy: { createdAt: "desc" },
      take: RECENT_TRANSFERS,
      select: {
        id: true,
        amount: true,
        state: true,
        kind: true,
        taxYear: true,
        createdAt: true,
        settledAt: true,
        returnReason: true,
        description: true,
        recurringDepositId: true,
        fundingRelationship: { select: { bankName: true, mask: true } },
        account: { select: { id: true, accountId: true, nickname: true, registrationType: true, accountNumber: true } },
      },
    }),
    db.customer.findUnique({ where: { userId }, select: { id: true } }),
  ]);

  const years = openTaxYears(now);
  const contributed = accounts.some((account) => isIra(account.accountType)) ? await contributedByTaxYear(db, userId, years) : new Map<number, number>();
  const bankText = (relationship: { bankName: string; mask: string | null } | null) =>
    relationship ? `${relationship.bankName}${relationship.mask ? ` ••${relationship.mask}` : ""}` : null;

  return {
    accounts: accounts.map((account) => {
      const birthDate = birthDateOf(account.parties[0]?.birthDate);
      const ira = isIra(account.accountType);
      return {
        id: apiId(account),
        label: accountLabel(account, { shortened: true }),
        accountType: account.accountType,
        state: account.state,
        isIra: ira,
        lockedReason: lockedReason(account),
        taxYears: ira
          ? years.map((taxYear) => {
              const limitCents = iraContributionLimitCents(taxYear, birthDate);
              const contributedCents = contributed.get(taxYear) ?? 0;
              return { taxYear, limitCents, contributedCents, remainingCents: Math.max(0, limitCents - contributedCents) };
            })
          : [],
      };
    }),
    banks: banks.map((bank) => ({
      assetId: bank.id,
      name: bank.nickname || bank.name,
      mask: bank.mask,
      institutionName: bank.institutionItem?.name ?? null,
      subtype: bank.subtype,
    })),
    warnings: customer && accounts.some((account) => account.accountType === "INDIVIDUAL") ? await fundingWarnings(db, customer.id, now) : [],
    recurringDeposits: recurring.map((deposit) => ({
      id: deposit.id,
      accountId: apiId(deposit.account),
      accountLabel: accountLabel(deposit.account, { shortened: true }),
      amount: deposit.amount,
      frequency: deposit.frequency,
      nextRunOn: deposit.nextRunOn,
      bank: bankText(deposit.fundingRelationship)!,
      lastSkipReason: deposit.lastSkipReason,
    })),
    transfers: transfers.map((transfer) => ({
      id: transfer.id,
      accountId: apiId(transfer.account),
      accountLabel: accountLabel(transfer.account, { shortened: true }),
      amount: transfer.amount,
      state: transfer.state,
      kind: transfer.kind,
      taxYear: transfer.taxYear,
      createdAt: transfer.createdAt,
      settledAt: transfer.settledAt,
      bank: transfer.kind === "ROLLOVER_CHECK" ? (transfer.description ?? "Rollover check") : bankText(transfer.fundingRelationship),
      recurring: transfer.recurringDepositId !== null,
      explanation: transfer.state === "RETURNED" ? explainReturn(transfer.returnReason) : transfer.state === "REJECTED" ? transfer.returnReason : null,
    })),
  };
}

function isIra(accountType: string | null): boolean {
  return (IRA_ACCOUNT_TYPES as readonly string[]).includes(accountType ?? "");
}

/** Why money cannot go into the account now, or null. */
export function lockedReason(account: {
  state: InvestingAccountState;
  isAccountClosing: boolean;
  disclosures: Prisma.JsonValue;
  identityDocuments: { id: string }[];
}): string | null {
  if (account.state !== "ACTIVE") return `${FUNDING_MESSAGES.notActive} ${ACCOUNT_STATE_TEXT[account.state] ?? ""}`.trim();
  if (account.isAccountClosing) return "This account is closing, so it takes no new money.";
  const disclosures = (account.disclosures ?? undefined) as Parameters<typeof needsLetter3210>[0];
  if (needsLetter3210(disclosures) && account.identityDocuments.length === 0) return FUNDING_MESSAGES.needs3210;
  return null;
}

/**
 * Before money goes into a brokerage account: emergency savings under a month of expenses, and debts above 10 % APR
 * (from the accounts and spending already stored; research §4 (c) 9).
 */
async function fundingWarnings(db: Db, customerId: string, now: Date): Promise<string[]> {
  const [{ inputs }, cards, loans] = await Promise.all([
    loadHealthInputs({ db, customerId, now }),
    db.creditCard.findMany({ where: { customerId, deletedAt: null, apr: { gt: HIGH_APR_PERCENT }, value: { gt: 0 } }, select: { name: true, nickname: true, apr: true } }),
    db.loan.findMany({ where: { customerId, deletedAt: null, apr: { gt: HIGH_APR_PERCENT }, value: { gt: 0 } }, select: { name: true, nickname: true, apr: true } }),
  ]);
  const warnings: string[] = [];
  if (inputs.monthlyExpenses !== null && inputs.monthlyExpenses > 0 && inputs.liquidSavings < inputs.monthlyExpenses) {
    warnings.push(
      `Your cash savings (${formatMoney(inputs.liquidSavings)}) cover less than a month of your expenses (${formatMoney(inputs.monthlyExpenses)} a month). ` +
        "Most people keep three to six months in savings before investing; money invested can fall in value just when you need it.",
    );
  }
  for (const debt of [...cards, ...loans]) {
    const apr = debt.apr!.toNumber();
    warnings.push(
      `${debt.nickname || debt.name} charges ${apr.toFixed(2).replace(/\.?0+$/, "")}% APR. Paying it down earns that rate with no risk, more than investing is likely to.`,
    );
  }
  return warnings;
}
