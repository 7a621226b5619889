import { classifyAssetType, isAssetAccountType, loanKindOf, normalizeAccountType } from "@/lib/accounts/account-types";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Liabilities, LinkedAccount } from "@/lib/integrations/bank-linking/types";

// What each provider account becomes in the member's own accounts (001 §3): cards and loans are liabilities, every
// other account an asset. Money stays exact: the provider's decimal strings become Decimals rounded to cents.

type Common = { plaidAccountId: string; name: string; mask: string | null; value: Prisma.Decimal };

export type LinkedAccountRow =
  | { kind: "asset"; data: Common & { type: string; subtype: string | null; liquid: boolean; assetType: "CHECKING" | "SAVING" | "OTHER" } }
  | { kind: "creditCard"; data: Common & { apr: Prisma.Decimal | null; cardLimit: Prisma.Decimal | null } }
  | {
      kind: "loan";
      data: Common & {
        lender: string;
        apr: Prisma.Decimal | null;
        kind: "CAR" | "MORTGAGE" | "STUDENT" | "OTHER";
        loanAmount: Prisma.Decimal | null;
      };
    };

export function linkedAccountRow(account: LinkedAccount, liabilities: Liabilities, institutionName: string): LinkedAccountRow {
  const common: Common = {
    plaidAccountId: account.accountId,
    name: account.name,
    mask: account.mask,
    // A card's or loan's current balance is what is owed; an asset's is what it holds.
    value: money(account.currentBalance ?? account.availableBalance) ?? new Prisma.Decimal(0),
  };
  if (account.type === "credit") {
    const details = liabilities.credit.find((card) => card.accountId === account.accountId);
    return { kind: "creditCard", data: { ...common, apr: rate(details?.aprPercentage), cardLimit: money(account.creditLimit) } };
  }
  if (account.type === "loan") {
    const details = liabilities.loans.find((loan) => loan.accountId === account.accountId);
    return {
      kind: "loan",
      data: {
        ...common,
        lender: institutionName,
        apr: rate(details?.interestRatePercentage),
        kind: loanKind(account.subtype),
        loanAmount: money(details?.originationPrincipalAmount),
      },
    };
  }
  const subtype = normalizeAccountType(account.subtype ?? "");
  const { liquid, assetType } = isAssetAccountType(subtype) ? classifyAssetType(subtype) : { liquid: false, assetType: "OTHER" as const };
  return { kind: "asset", data: { ...common, type: account.type, subtype: account.subtype, liquid, assetType } };
}

/** Whether any account needs the provider's liability details (APRs, original balances). */
export function hasLiabilityAccounts(accounts: LinkedAccount[]): boolean {
  return accounts.some((account) => account.type === "credit" || account.type === "loan");
}

function loanKind(subtype: string | null): "CAR" | "MORTGAGE" | "STUDENT" | "OTHER" {
  if (subtype === "auto") return "CAR";
  return loanKindOf(subtype ?? "") ?? "OTHER";
}

function money(value: string | null | undefined): Prisma.Decimal | null {
  return value == null ? null : new Prisma.Decimal(value).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}

function rate(value: string | null | undefined): Prisma.Decimal | null {
  return value == null ? null : new Prisma.Decimal(value).toDecimalPlaces(4, Prisma.Decimal.ROUND_HALF_UP);
}
