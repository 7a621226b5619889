import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { lastFour } from "@/lib/crypto/mask-ssn";
import type { InvestingAccount, InvestingParty, Prisma } from "@/lib/generated/prisma/client";

import type { SeedDb } from "../db";
import { uniqueSuffix } from "../unique";

/**
 * An investing account with one party. The SSN (a test number by default) is stored only encrypted, plus its last
 * four digits, as the product stores it.
 */
export async function createInvestingAccount(
  db: SeedDb,
  {
    userId,
    ssn = "900-00-0001",
    party = {},
    ...overrides
  }: {
    userId: string;
    ssn?: string;
    party?: Partial<Omit<Prisma.InvestingPartyUncheckedCreateInput, "investingAccountId">>;
  } & Partial<Omit<Prisma.InvestingAccountUncheckedCreateInput, "userId">>,
): Promise<{ account: InvestingAccount; party: InvestingParty }> {
  const suffix = uniqueSuffix();
  const account = await db.investingAccount.create({
    data: {
      registrationType: "INDIVIDUAL_REGISTRATION",
      accountType: "INDIVIDUAL",
      accountId: `acct-${suffix}`,
      accountNumber: `5MW${suffix.slice(-5).toUpperCase()}`,
      state: "PENDING",
      ...overrides,
      userId,
    },
  });
  const createdParty = await db.investingParty.create({
    data: {
      givenName: "Test",
      familyName: "Investor",
      partyId: `party-${suffix}`,
      taxIdEncrypted: encryptSecret(ssn),
      taxIdLastFour: lastFour(ssn),
      ...party,
      investingAccountId: account.id,
    },
  });
  return { account, party: createdParty };
}
