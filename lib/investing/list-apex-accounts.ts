import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { DeliveryPreference, Prisma } from "@/lib/generated/prisma/client";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { logger } from "@/lib/log/logger";

const accountSelect = {
  id: true,
  title: true,
  state: true,
  registrationType: true,
  accountType: true,
  accountId: true,
  accountNumber: true,
  nickname: true,
  subtype: true,
  createTime: true,
  isMoneyInvested: true,
  equity: true,
  netContributions: true,
  activeRestrictions: true,
  processingWithdrawal: true,
  isAccountClosing: true,
  isRollover: true,
  investmentProfile: true,
  modelPortfolio: { select: { id: true, name: true, minAmountRequired: true } },
  fundingAsset: { select: { id: true, name: true } },
  agreements: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { agreementId: true, uri: true, name: true, state: true },
  },
  trustedContacts: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, givenName: true, familyName: true, emailAddress: true, phoneNumber: true, mailingAddress: true },
  },
  parties: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      partyId: true,
      emailAddress: true,
      phoneNumber: true,
      mailingAddress: true,
      prospectusDeliveryPreference: true,
      proxyDeliveryPreference: true,
      statementDeliveryPreference: true,
      taxDocumentDeliveryPreference: true,
      tradeConfirmationDeliveryPreference: true,
      givenName: true,
      familyName: true,
      personalAddress: true,
      employmentStatus: true,
      occupation: true,
      employer: true,
      controlPersonCompanySymbols: true,
      finraAssociatedEntity: true,
      politicallyExposedImmediateFamilyNames: true,
      politicallyExposedOrganization: true,
      correspondentEmployee: true,
      taxIdLastFour: true,
    },
  },
  interestedParties: {
    where: { deletedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      interestedPartyId: true,
      recipient: true,
      formattedAddress: true,
      addressLines: true,
      locality: true,
      administrativeArea: true,
      regionCode: true,
      postalCode: true,
      mailingAddressAptUnit: true,
      statementDeliveryPreference: true,
      tradeConfirmationDeliveryPreference: true,
    },
  },
} satisfies Prisma.InvestingAccountSelect;

type Row = Prisma.InvestingAccountGetPayload<{ select: typeof accountSelect }>;

export type ApexParty = Omit<Row["parties"][number], "id" | "partyId"> & {
  partyId: string;
  prospectusDeliveryPreference: DeliveryPreference;
};
export type ApexInterestedParty = Omit<Row["interestedParties"][number], "id" | "interestedPartyId" | "formattedAddress"> & {
  interestedPartyId: string;
  name: string;
  /** The formatted address (001 §3). */
  mailingAddress: string | null;
};
export type ApexAccount = Omit<Row, "accountId" | "parties" | "interestedParties"> & {
  accountId: string;
  parties: ApexParty[];
  interestedParties: ApexInterestedParty[];
  /** Only when asked for, read live from the clearing firm; null when it could not be read. */
  buyingPower: string | null;
};

/**
 * The member's investing accounts, oldest first (002 §3 Account; 001 §7 apexAccounts), closed ones left out. Ids
 * fall back to ours until the clearing firm has assigned its own, so an application in progress can be addressed.
 * `withBuyingPower` asks the clearing firm once for all of them; if it cannot answer, the list still comes back.
 */
export async function listApexAccounts({
  viewer,
  withBuyingPower = false,
}: {
  viewer: Viewer | null;
  withBuyingPower?: boolean;
}): Promise<ApexAccount[]> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const accounts = await db.investingAccount.findMany({
    where: { userId: viewer.userId, state: { not: "CLOSED" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: accountSelect,
  });
  const buyingPower = withBuyingPower ? await readBuyingPower(accounts) : new Map<string, string>();
  return accounts.map(({ parties, interestedParties, accountId, ...account }) => ({
    ...account,
    accountId: accountId ?? account.id,
    buyingPower: (accountId && buyingPower.get(accountId)) ?? null,
    parties: parties.map(({ id, partyId, ...party }) => ({ ...party, partyId: partyId ?? id })),
    interestedParties: interestedParties.map(({ id, interestedPartyId, formattedAddress, ...party }) => ({
      ...party,
      interestedPartyId: interestedPartyId ?? id,
      name: party.recipient,
      mailingAddress: formattedAddress,
    })),
  }));
}

async function readBuyingPower(accounts: { accountId: string | null }[]): Promise<Map<string, string>> {
  const accountIds = accounts.flatMap(({ accountId }) => (accountId ? [accountId] : []));
  if (accountIds.length === 0) return new Map();
  try {
    const remote = await getClearingFirm().getAccounts({ accountIds, withBuyingPower: true });
    return new Map(remote.flatMap((account) => (account.buyingPower ? [[account.accountId, account.buyingPower]] : [])));
  } catch (error) {
    logger.warn({ err: error }, "buying power unavailable from the clearing firm");
    return new Map();
  }
}
