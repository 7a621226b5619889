import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { ClearingFirmError, type InterestedPartyInput } from "@/lib/integrations/clearing-firm/types";

/** The account's interested parties sent to the clearing firm, inside the caller's transaction; one waits per account. */
export function enqueueInterestedPartiesSync(tx: Tx, investingAccountId: string): Promise<string> {
  return enqueueJob(tx, QUEUES.syncInterestedParties.name, { investingAccountId }, {
    singletonKey: `interested-parties:${investingAccountId}`,
  });
}

/**
 * Brings the clearing firm's interested parties in line with ours (the job `sync-interested-parties`): new ones are
 * created with our row id as the request id (a retried job never adds one twice), changed ones updated, deleted ones
 * removed there and then here. Each row is marked as it is done, so a failure half-way resumes where it stopped.
 */
export async function syncInterestedParties({ investingAccountId }: { investingAccountId: string }): Promise<void> {
  const db = await getDb();
  const account = await db.investingAccount.findUnique({
    where: { id: investingAccountId },
    select: { accountId: true, interestedParties: true },
  });
  if (!account?.accountId) return;
  const accountId = account.accountId;
  const clearingFirm = getClearingFirm();
  for (const row of account.interestedParties) {
    if (row.deletedAt) {
      if (row.interestedPartyId) {
        await clearingFirm.deleteInterestedParty({ accountId, interestedPartyId: row.interestedPartyId }).catch((error) => {
          if (!(error instanceof ClearingFirmError && error.kind === "NOT_FOUND")) throw error;
        });
      }
      await db.interestedParty.delete({ where: { id: row.id } });
      continue;
    }
    if (row.interestedPartyId && row.syncedAt && row.syncedAt >= row.updatedAt) continue;
    const party: InterestedPartyInput = {
      recipient: row.recipient,
      mailingAddress: {
        addressLines: row.mailingAddressAptUnit ? [row.addressLines[0] ?? "", row.mailingAddressAptUnit] : row.addressLines,
        locality: row.locality ?? "",
        administrativeArea: row.administrativeArea ?? "",
        regionCode: "US",
        postalCode: row.postalCode ?? "",
      },
      statementDeliveryPreference: row.statementDeliveryPreference,
      tradeConfirmationDeliveryPreference: row.tradeConfirmationDeliveryPreference,
    };
    const saved = row.interestedPartyId
      ? await clearingFirm.updateInterestedParty({ accountId, interestedPartyId: row.interestedPartyId, party })
      : await clearingFirm.createInterestedParty({ requestId: row.id, accountId, party });
    const now = new Date();
    // updatedAt set with syncedAt, so the row reads as sent until the member changes it again.
    await db.interestedParty.update({
      where: { id: row.id },
      data: { interestedPartyId: saved.interestedPartyId, syncedAt: now, updatedAt: now },
    });
  }
}
