-- AlterTable
ALTER TABLE "IdempotencyRecord" ADD COLUMN     "effectCommittedAt" TIMESTAMP(3),
ADD COLUMN     "lockedUntil" TIMESTAMP(3);
