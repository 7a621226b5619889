import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { enqueueInterestedPartiesSync } from "./sync-interested-parties";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { MAX_INTERESTED_PARTIES } from "./registration/registration-rules";
import { interestedPartiesSchema } from "./registration/registration-schemas";

export const INTERESTED_PARTY_MESSAGES = {
  tooMany: `An account can have at most ${MAX_INTERESTED_PARTIES} interested parties.`,
  notCreated: "Your account has not been created yet.",
} as const;

/**
 * Adds and changes the people who get copies of the account's statements and trade confirmations (002 §2, §4, §7
 * createOrUpdateInterestedParties): at most ten per account, each a name and a US mailing address. Saved here in one
 * transaction; the clearing firm is told by a job.
 */
export async function saveInterestedParties({
  viewer,
  accountId,
  interestedParties,
}: {
  viewer: Viewer | null;
  accountId: string;
  interestedParties: unknown;
}): Promise<void> {
  authorize(viewer, "investing:open");
  if (Array.isArray(interestedParties) && interestedParties.length > MAX_INTERESTED_PARTIES) {
    throw new AppError(AppErrorCode.INVALID_INPUT, INTERESTED_PARTY_MESSAGES.tooMany);
  }
  const parties = parseInput(interestedPartiesSchema, interestedParties);
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  if (!account.accountId) throw new AppError(AppErrorCode.CONFLICT, INTERESTED_PARTY_MESSAGES.notCreated);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "InvestingAccount" WHERE id = ${account.id} FOR UPDATE`;
    const existing = await tx.interestedParty.findMany({
      where: { investingAccountId: account.id, deletedAt: null },
      select: { id: true, interestedPartyId: true },
    });
    const rowIdOf = (id: string) => existing.find((row) => row.id === id || row.interestedPartyId === id)?.id;
    const updates = parties.filter((party) => party.id);
    for (const party of updates) {
      if (!rowIdOf(party.id!)) throw new AppError(AppErrorCode.NOT_FOUND, "Interested party not found.");
    }
    if (existing.length + parties.length - updates.length > MAX_INTERESTED_PARTIES) {
      throw new AppError(AppErrorCode.INVALID_INPUT, INTERESTED_PARTY_MESSAGES.tooMany);
    }
    for (const party of parties) {
      const fields = {
        recipient: party.recipient,
        formattedAddress: party.mailingAddress.formatted_address,
        addressLines: party.mailingAddress.addressLines,
        locality: party.mailingAddress.locality,
        administrativeArea: party.mailingAddress.administrativeArea,
        regionCode: party.mailingAddress.regionCode,
        postalCode: party.mailingAddress.postalCode,
        mailingAddressAptUnit: party.mailingAddressAptUnit || null,
      };
      if (party.id) await tx.interestedParty.update({ where: { id: rowIdOf(party.id)! }, data: fields });
      else await tx.interestedParty.create({ data: { investingAccountId: account.id, ...fields } });
    }
    await enqueueInterestedPartiesSync(tx, account.id);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.interested-parties-saved",
      metadata: { accountId: account.accountId, saved: parties.length },
    });
  });
}
