import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export type RecordedRolloverDeposit = { rolloverId: string; alreadyRecorded: boolean } | null;

/**
 * The clearing firm received a rollover check into an account (called by the transfer sync with the firm's transfer):
 * the account's oldest rollover whose check is in transit, else the oldest requested one, becomes DEPOSITED with the
 * amount received and the transfer id. Idempotent on the transfer id: a report seen before changes nothing and
 * answers the rollover it moved. Null when no rollover of the account is waiting for a check (the deposit is not a
 * rollover, or the member never started one here).
 */
export async function recordRolloverDeposit({
  investingAccountId,
  transferId,
  amount,
  receivedAt,
}: {
  /** Our InvestingAccount id. */
  investingAccountId: string;
  transferId: string;
  amount: Prisma.Decimal | string | number;
  receivedAt: Date;
}): Promise<RecordedRolloverDeposit> {
  const db = await getDb();
  const seen = async () => {
    const row = await db.rollover.findUnique({ where: { depositTransferId: transferId }, select: { id: true } });
    return row ? { rolloverId: row.id, alreadyRecorded: true } : null;
  };
  const known = await seen();
  if (known) return known;
  try {
    return await db.$transaction(async (tx) => {
      for (const step of ["CHECK_IN_TRANSIT", "REQUESTED"] as const) {
        const waiting = await tx.rollover.findFirst({
          where: { investingAccountId, step },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { id: true, requestedAt: true, checkInTransitAt: true },
        });
        if (!waiting) continue;
        const moved = await tx.rollover.updateMany({
          where: { id: waiting.id, step },
          data: {
            step: "DEPOSITED",
            depositedAt: receivedAt,
            depositedAmount: new Prisma.Decimal(amount).toDecimalPlaces(2),
            depositTransferId: transferId,
            requestedAt: waiting.requestedAt ?? receivedAt,
            checkInTransitAt: waiting.checkInTransitAt ?? receivedAt,
          },
        });
        if (moved.count === 1) return { rolloverId: waiting.id, alreadyRecorded: false };
      }
      return null;
    });
  } catch (error) {
    // The same transfer reported twice at once: the other report recorded it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return seen();
    throw error;
  }
}
