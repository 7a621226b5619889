import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";

/** The party's delivery preference sent to the clearing firm, inside the caller's transaction; one waits per party. */
export function enqueueDeliveryPreferencesUpdate(tx: Tx, investingPartyId: string): Promise<string> {
  return enqueueJob(tx, QUEUES.sendDeliveryPreferences.name, { investingPartyId }, {
    singletonKey: `delivery-preferences:${investingPartyId}`,
  });
}

/**
 * The job `send-delivery-preferences`: tells the clearing firm how a party's statements and notices arrive (001 §4),
 * reading the party's current choice, so a burst of changes sends the last one and a retry sends the same again.
 */
export async function sendDeliveryPreferences({ investingPartyId }: { investingPartyId: string }): Promise<void> {
  const db = await getDb();
  const party = await db.investingParty.findUnique({
    where: { id: investingPartyId },
    select: { partyId: true, emailAddress: true, statementDeliveryPreference: true, account: { select: { accountId: true } } },
  });
  if (!party?.partyId || !party.account.accountId) return;
  await getClearingFirm().updateDeliveryPreferences({
    accountId: party.account.accountId,
    partyId: party.partyId,
    deliveryPreference: party.statementDeliveryPreference,
    emailAddress: party.emailAddress ?? "",
  });
}
