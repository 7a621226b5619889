import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { deliveryPreferencesSchema } from "@/lib/notifications/notification-schemas";
import { parseInput } from "@/lib/validation/parse-input";
import { enqueueDeliveryPreferencesUpdate } from "./send-delivery-preferences";

export const INVESTING_PARTY_NOT_FOUND_MESSAGE = "Investing account not found.";

/**
 * Sets how a party's statements and notices arrive (001 §4 Delivery preference, §7 updateApexDeliveryPreferences):
 * all five of a party's document kinds become DIGITAL (to the given email) or PHYSICAL (paper, with a fee). Only the
 * member's own accounts, never in coach mode; all or nothing. The clearing firm is told by a job queued in the same
 * transaction (sendDeliveryPreferences).
 */
export async function updateApexDeliveryPreferences({
  viewer,
  deliveryPreferences,
}: {
  viewer: Viewer | null;
  deliveryPreferences: unknown;
}): Promise<{ success: true }> {
  authorize(viewer, "notifications:write");
  const items = parseInput(deliveryPreferencesSchema, deliveryPreferences, { field: null });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    for (const item of items) {
      const party = await tx.investingParty.findFirst({
        where: {
          OR: [{ partyId: item.partyId }, { id: item.partyId }],
          account: { userId: viewer.userId, OR: [{ accountId: item.accountId }, { id: item.accountId }] },
        },
        select: { id: true, partyId: true },
      });
      if (!party) throw new AppError(AppErrorCode.NOT_FOUND, INVESTING_PARTY_NOT_FOUND_MESSAGE);
      const preference = item.deliveryPreference;
      await tx.investingParty.update({
        where: { id: party.id },
        data: {
          prospectusDeliveryPreference: preference,
          proxyDeliveryPreference: preference,
          statementDeliveryPreference: preference,
          taxDocumentDeliveryPreference: preference,
          tradeConfirmationDeliveryPreference: preference,
          ...(preference === "DIGITAL" ? { emailAddress: item.emailAddress } : {}),
        },
        select: { id: true },
      });
      // The clearing firm sends the documents: it is told by a job, once it knows the party.
      if (party.partyId) await enqueueDeliveryPreferencesUpdate(tx, party.id);
    }
  });
  return { success: true };
}
