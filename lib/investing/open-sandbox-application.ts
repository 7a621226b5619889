import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { lastFour } from "@/lib/crypto/mask-ssn";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { PostalAddress } from "@/lib/integrations/clearing-firm/types";
import { syncInvestingAccount } from "./sync-investing-account";

const ADDRESS: PostalAddress = {
  addressLines: ["500 Congress Ave"],
  locality: "Austin",
  administrativeArea: "TX",
  regionCode: "US",
  postalCode: "78701",
};

/** A number the SSA could issue (never area 000, 666 or 9xx), random so each application is its own person. */
function sandboxSsn(): string {
  let area = randomInt(100, 666);
  if (area === 666) area = 665;
  return `${area}${String(randomInt(1, 100)).padStart(2, "0")}${String(randomInt(1, 10_000)).padStart(4, "0")}`;
}

/**
 * A submitted application (brokerage unless another type is asked) for a member at the built-in clearing-firm sandbox, and our rows for it, as the
 * account-opening wizard would leave them (local and test installs: POST /api/dev/investing-applications). The
 * outcome is then forced through the sandbox's own control (POST /api/dev/clearing-firm), which queues the sync.
 */
const REGISTRATIONS = {
  INDIVIDUAL: "INDIVIDUAL_REGISTRATION",
  TRADITIONAL_IRA: "TRADITIONAL_IRA_REGISTRATION",
  ROTH_IRA: "ROTH_IRA_REGISTRATION",
  ROLLOVER_IRA: "ROLLOVER_IRA_REGISTRATION",
} as const;
export type SandboxAccountType = keyof typeof REGISTRATIONS;
export const SANDBOX_ACCOUNT_TYPES = Object.keys(REGISTRATIONS) as SandboxAccountType[];
const BIRTH_DATE = { year: 1990, month: 4, day: 12 };

export async function openSandboxApplication({
  email,
  accountType = "INDIVIDUAL",
}: {
  email: string;
  accountType?: SandboxAccountType;
}): Promise<{ investingAccountId: string; accountId: string }> {
  const clearingFirm = getClearingFirm();
  if (clearingFirm.name !== "sandbox") throw new AppError(AppErrorCode.NOT_FOUND, "Not found.");
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true, lastName: true, phoneNumber: true },
  });
  if (!user?.email) throw new AppError(AppErrorCode.NOT_FOUND, "No member with that email.");

  const ssn = sandboxSsn();
  const person = await clearingFirm.createLegalNaturalPerson({
    requestId: randomUUID(),
    person: {
      givenName: user.firstName?.trim() || "Sandbox",
      familyName: user.lastName?.trim() || "Investor",
      birthDate: BIRTH_DATE,
      citizenshipCountries: ["US"],
      taxIdType: "SSN",
      taxId: ssn,
      personalAddress: ADDRESS,
      employment: { employmentStatus: "EMPLOYED", occupation: "Engineer", employer: "Mariner" },
      recentTaxFilingStatus: "SINGLE",
    },
  });
  const openingRequestId = randomUUID();
  const account = await clearingFirm.createAccount({
    requestId: openingRequestId,
    account: {
      lnpId: person.lnpId,
      accountType,
      investmentProfile: { investmentObjective: "GROWTH", annualIncomeRangeUsd: "FROM_50K_TO_100K", totalNetWorthRangeUsd: "FROM_50K_TO_100K" },
      enrollmentType: "REGISTERED_INVESTMENT_ADVISOR",
      party: { emailAddress: user.email, phoneNumber: "+15125550100", mailingAddress: ADDRESS },
    },
  });
  const created = await db.investingAccount.create({
    data: {
      userId: user.id,
      accountId: account.accountId,
      accountNumber: account.accountNumber,
      registrationType: REGISTRATIONS[accountType],
      accountType,
      state: account.state,
      openingRequestId,
      parties: {
        create: account.parties.map((party) => ({
          partyId: party.partyId,
          lnpId: person.lnpId,
          emailAddress: party.emailAddress,
          phoneNumber: party.phoneNumber,
          givenName: person.givenName,
          familyName: person.familyName,
          birthDate: new Date(Date.UTC(BIRTH_DATE.year, BIRTH_DATE.month - 1, BIRTH_DATE.day)),
          taxIdEncrypted: encryptSecret(ssn),
          taxIdLastFour: lastFour(ssn),
        })),
      },
    },
    select: { id: true },
  });
  const agreements = await clearingFirm.getAgreements({ accountId: account.accountId });
  await clearingFirm.affirmAgreements({ accountId: account.accountId, agreementIds: agreements.map(({ agreementId }) => agreementId) });
  await syncInvestingAccount({ investingAccountId: created.id });
  return { investingAccountId: created.id, accountId: account.accountId };
}
