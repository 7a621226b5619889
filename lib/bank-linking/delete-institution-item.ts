import { recordRemoval, type Remover } from "@/lib/accounts/record-removal";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { deleteItemRows } from "./delete-item-rows";
import { INSTITUTION_NOT_FOUND_MESSAGE } from "./link-messages";
import { unlinkAtProvider } from "./unlink-at-provider";

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, INSTITUTION_NOT_FOUND_MESSAGE, { field: "id" });

/**
 * Removes one of the member's linked institutions: unlinked at the provider first (an outage refuses and changes
 * nothing), then its accounts, their transactions and the item go in one transaction with the new figures, so the
 * member can link the institution again. Another member's id answers like a missing one.
 */
export async function deleteInstitutionItem({
  remover,
  id,
  bankLinking = getBankLinking(),
}: {
  remover: Remover;
  id: string;
  bankLinking?: BankLinking;
}): Promise<{ name: string }> {
  const db = await getDb();
  const item = await db.institutionItem.findFirst({
    where: { id, customer: { userId: remover.userId } },
    select: { id: true, name: true, institutionId: true, accessTokenEncrypted: true },
  });
  if (!item) throw notFound();

  await unlinkAtProvider({ bankLinking, item });
  await db.$transaction(async (tx) => {
    const { removed, accounts } = await deleteItemRows({ tx, institutionItemId: item.id });
    if (!removed) throw notFound();
    await recordRemoval({
      tx,
      remover,
      action: "institution-item.deleted",
      metadata: { institutionItemId: item.id, institutionId: item.institutionId, accounts },
    });
  });
  return { name: item.name };
}
