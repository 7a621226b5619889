import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { detectRecurringSeries } from "@/lib/transactions/detect-recurring-series";

export const MANUAL_TRANSACTION_NOT_FOUND_MESSAGE = "Transaction not found.";

/**
 * Deletes a transaction the member entered by hand (never one the bank sent: that one would only come back).
 * Another member's id, or a synced transaction's, answers like a missing one.
 */
export async function deleteManualTransaction({ userId, id }: { userId: string; id: string }): Promise<{ id: string }> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const row = await tx.transaction.findFirst({
      where: {
        id,
        plaidTransactionId: null,
        customer: { userId },
        OR: [{ asset: { provider: "MANUAL" } }, { creditCard: { provider: "MANUAL" } }, { loan: { provider: "MANUAL" } }],
      },
      select: { id: true, customerId: true, transferPartnerId: true },
    });
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, MANUAL_TRANSACTION_NOT_FOUND_MESSAGE, { field: "id" });
    // Its transfer partner (if it was paired) counts again once it stands alone.
    await tx.transaction.updateMany({ where: { transferPartnerId: row.id }, data: { transferPartnerId: null } });
    await tx.transaction.delete({ where: { id: row.id }, select: { id: true } });
    await detectRecurringSeries({ tx, customerId: row.customerId });
  });
  return { id };
}
