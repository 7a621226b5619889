import type { Tx } from "@/lib/db";

/**
 * Removes a linked institution's rows inside the caller's transaction: the transactions of its accounts are deleted,
 * its accounts marked deleted (as a member's removal of one account does, so their balance histories and goal
 * figures stay as recorded), and the item itself deleted, with its encrypted access token. `removed` is false when
 * the item was no longer there (removed meanwhile): the caller answers and its transaction rolls back.
 */
export async function deleteItemRows({
  tx,
  institutionItemId,
  now = new Date(),
}: {
  tx: Tx;
  institutionItemId: string;
  now?: Date;
}): Promise<{ removed: boolean; accounts: number }> {
  const ofItem = { institutionItemId };
  await tx.transaction.deleteMany({ where: { OR: [{ asset: ofItem }, { creditCard: ofItem }, { loan: ofItem }] } });
  const live = { ...ofItem, deletedAt: null };
  const data = { deletedAt: now };
  const accounts =
    (await tx.asset.updateMany({ where: live, data })).count +
    (await tx.creditCard.updateMany({ where: live, data })).count +
    (await tx.loan.updateMany({ where: live, data })).count;
  const { count } = await tx.institutionItem.deleteMany({ where: { id: institutionItemId } });
  return { removed: count === 1, accounts };
}
