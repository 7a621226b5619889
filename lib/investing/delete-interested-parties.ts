import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueInterestedPartiesSync } from "./sync-interested-parties";
import { findOwnInvestingAccount } from "./find-own-investing-account";

/**
 * Removes interested parties the member emptied (002 §4, §7 deleteInterestedParties). They stop showing at once; the
 * clearing firm is told by a job, which then forgets them. Ids of another account's parties are refused whole.
 */
export async function deleteInterestedParties({
  viewer,
  accountId,
  partyIds,
}: {
  viewer: Viewer | null;
  accountId: string;
  partyIds: string[];
}): Promise<void> {
  authorize(viewer, "investing:open");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  const ids = [...new Set(partyIds)].slice(0, 50);
  await db.$transaction(async (tx) => {
    const rows = await tx.interestedParty.findMany({
      where: { investingAccountId: account.id, deletedAt: null, OR: [{ id: { in: ids } }, { interestedPartyId: { in: ids } }] },
      select: { id: true },
    });
    if (rows.length !== ids.length) throw new AppError(AppErrorCode.NOT_FOUND, "Interested party not found.");
    await tx.interestedParty.updateMany({ where: { id: { in: rows.map((row) => row.id) } }, data: { deletedAt: new Date() } });
    await enqueueInterestedPartiesSync(tx, account.id);
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.interested-parties-deleted",
      metadata: { accountId: account.accountId, deleted: rows.length },
    });
  });
}
