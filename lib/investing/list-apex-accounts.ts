import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { DeliveryPreference } from "@/lib/generated/prisma/client";

export type ApexParty = {
  partyId: string;
  emailAddress: string | null;
  prospectusDeliveryPreference: DeliveryPreference;
  proxyDeliveryPreference: DeliveryPreference;
  statementDeliveryPreference: DeliveryPreference;
  taxDocumentDeliveryPreference: DeliveryPreference;
  tradeConfirmationDeliveryPreference: DeliveryPreference;
};

export type ApexInterestedParty = {
  interestedPartyId: string;
  name: string;
  mailingAddress: string | null;
  recipient: string;
  statementDeliveryPreference: DeliveryPreference;
  tradeConfirmationDeliveryPreference: DeliveryPreference;
};

export type ApexAccount = {
  id: string;
  title: string | null;
  state: string;
  registrationType: string;
  accountId: string;
  accountNumber: string | null;
  nickname: string | null;
  parties: ApexParty[];
  interestedParties: ApexInterestedParty[];
  fundingAsset: { id: string; name: string } | null;
};

/**
 * The member's investing accounts as the delivery preferences need them (001 §3, §7 apexAccounts). Ids fall back to
 * ours until the clearing firm has assigned its own, so an account in progress can still be addressed. Buying power
 * and gains are read live from the clearing firm, which is not connected yet: the API answers them as null.
 */
export async function listApexAccounts({ viewer }: { viewer: Viewer | null }): Promise<ApexAccount[]> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const accounts = await db.investingAccount.findMany({
    where: { userId: viewer.userId, state: { not: "CLOSED" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      state: true,
      registrationType: true,
      accountId: true,
      accountNumber: true,
      nickname: true,
      fundingAsset: { select: { id: true, name: true } },
      parties: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          partyId: true,
          emailAddress: true,
          prospectusDeliveryPreference: true,
          proxyDeliveryPreference: true,
          statementDeliveryPreference: true,
          taxDocumentDeliveryPreference: true,
          tradeConfirmationDeliveryPreference: true,
        },
      },
      interestedParties: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          interestedPartyId: true,
          recipient: true,
          formattedAddress: true,
          statementDeliveryPreference: true,
          tradeConfirmationDeliveryPreference: true,
        },
      },
    },
  });
  return accounts.map(({ parties, interestedParties, accountId, ...account }) => ({
    ...account,
    accountId: accountId ?? account.id,
    parties: parties.map(({ id, partyId, ...party }) => ({ ...party, partyId: partyId ?? id })),
    interestedParties: interestedParties.map((party) => ({
      interestedPartyId: party.interestedPartyId ?? party.id,
      name: party.recipient,
      recipient: party.recipient,
      mailingAddress: party.formattedAddress,
      statementDeliveryPreference: party.statementDeliveryPreference,
      tradeConfirmationDeliveryPreference: party.tradeConfirmationDeliveryPreference,
    })),
  }));
}
