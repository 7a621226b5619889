-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "InvestingAccountState" ADD VALUE 'SUBMITTED';
ALTER TYPE "InvestingAccountState" ADD VALUE 'UNDER_REVIEW';

-- AlterTable
ALTER TABLE "InvestingAccount" ADD COLUMN     "openingRequestId" TEXT,
ADD COLUMN     "syncedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "RegistrationDraft" ADD COLUMN     "taxIdEncrypted" TEXT,
ADD COLUMN     "taxIdLastFour" VARCHAR(4);

-- CreateIndex
CREATE UNIQUE INDEX "InvestingAccount_openingRequestId_key" ON "InvestingAccount"("openingRequestId");
