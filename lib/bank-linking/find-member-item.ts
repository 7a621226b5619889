import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { INSTITUTION_NOT_FOUND_MESSAGE } from "./link-messages";

/** One of the member's linked institutions with its access token; another member's id answers like a missing one. */
export async function findMemberItem({ userId, id }: { userId: string; id: string }) {
  const db = await getDb();
  const item = await db.institutionItem.findFirst({
    where: { id, customer: { userId } },
    select: { id: true, name: true, customerId: true, accessTokenEncrypted: true },
  });
  if (!item) throw new AppError(AppErrorCode.NOT_FOUND, INSTITUTION_NOT_FOUND_MESSAGE, { field: "id" });
  return { ...item, accessToken: () => decryptSecret(item.accessTokenEncrypted) };
}
