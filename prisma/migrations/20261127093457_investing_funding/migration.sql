-- CreateEnum
CREATE TYPE "FundingRelationshipState" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'CANCELED');

-- CreateEnum
CREATE TYPE "InvestingTransferState" AS ENUM ('REQUESTED', 'PENDING', 'COMPLETED', 'RETURNED', 'REJECTED', 'CANCELED');

-- CreateEnum
CREATE TYPE "InvestingTransferKind" AS ENUM ('ACH_DEPOSIT', 'ROLLOVER_CHECK');

-- CreateEnum
CREATE TYPE "DepositFrequency" AS ENUM ('WEEKLY', 'BIWEEKLY', 'MONTHLY');

-- AlterEnum
ALTER TYPE "AccountProvider" ADD VALUE 'CLEARING_FIRM';

-- AlterTable
ALTER TABLE "InvestingAccount" ADD COLUMN     "equity" DECIMAL(14,2),
ADD COLUMN     "mirrorAssetId" TEXT,
ADD COLUMN     "netContributions" DECIMAL(14,2),
ADD COLUMN     "valuedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "FundingRelationship" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "assetId" TEXT,
    "achRelationshipId" TEXT,
    "requestId" TEXT NOT NULL,
    "state" "FundingRelationshipState" NOT NULL DEFAULT 'PENDING',
    "bankName" TEXT NOT NULL,
    "mask" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FundingRelationship_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvestingTransfer" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "fundingRelationshipId" TEXT,
    "recurringDepositId" TEXT,
    "kind" "InvestingTransferKind" NOT NULL DEFAULT 'ACH_DEPOSIT',
    "transferId" TEXT,
    "requestId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "state" "InvestingTransferState" NOT NULL DEFAULT 'REQUESTED',
    "taxYear" INTEGER,
    "scheduledFor" DATE,
    "returnReason" TEXT,
    "description" TEXT,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvestingTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecurringDeposit" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "fundingRelationshipId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "frequency" "DepositFrequency" NOT NULL,
    "startsOn" DATE NOT NULL,
    "nextRunOn" DATE NOT NULL,
    "lastSkipReason" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecurringDeposit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FundingRelationship_achRelationshipId_key" ON "FundingRelationship"("achRelationshipId");

-- CreateIndex
CREATE UNIQUE INDEX "FundingRelationship_requestId_key" ON "FundingRelationship"("requestId");

-- CreateIndex
CREATE INDEX "FundingRelationship_investingAccountId_idx" ON "FundingRelationship"("investingAccountId");

-- CreateIndex
CREATE INDEX "FundingRelationship_assetId_idx" ON "FundingRelationship"("assetId");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingTransfer_transferId_key" ON "InvestingTransfer"("transferId");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingTransfer_requestId_key" ON "InvestingTransfer"("requestId");

-- CreateIndex
CREATE INDEX "InvestingTransfer_investingAccountId_createdAt_idx" ON "InvestingTransfer"("investingAccountId", "createdAt");

-- CreateIndex
CREATE INDEX "InvestingTransfer_fundingRelationshipId_idx" ON "InvestingTransfer"("fundingRelationshipId");

-- CreateIndex
CREATE INDEX "InvestingTransfer_state_idx" ON "InvestingTransfer"("state");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingTransfer_recurringDepositId_scheduledFor_key" ON "InvestingTransfer"("recurringDepositId", "scheduledFor");

-- CreateIndex
CREATE INDEX "RecurringDeposit_investingAccountId_idx" ON "RecurringDeposit"("investingAccountId");

-- CreateIndex
CREATE INDEX "RecurringDeposit_fundingRelationshipId_idx" ON "RecurringDeposit"("fundingRelationshipId");

-- CreateIndex
CREATE INDEX "RecurringDeposit_nextRunOn_idx" ON "RecurringDeposit"("nextRunOn");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingAccount_mirrorAssetId_key" ON "InvestingAccount"("mirrorAssetId");

-- AddForeignKey
ALTER TABLE "InvestingAccount" ADD CONSTRAINT "InvestingAccount_mirrorAssetId_fkey" FOREIGN KEY ("mirrorAssetId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FundingRelationship" ADD CONSTRAINT "FundingRelationship_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FundingRelationship" ADD CONSTRAINT "FundingRelationship_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingTransfer" ADD CONSTRAINT "InvestingTransfer_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingTransfer" ADD CONSTRAINT "InvestingTransfer_fundingRelationshipId_fkey" FOREIGN KEY ("fundingRelationshipId") REFERENCES "FundingRelationship"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingTransfer" ADD CONSTRAINT "InvestingTransfer_recurringDepositId_fkey" FOREIGN KEY ("recurringDepositId") REFERENCES "RecurringDeposit"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringDeposit" ADD CONSTRAINT "RecurringDeposit_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringDeposit" ADD CONSTRAINT "RecurringDeposit_fundingRelationshipId_fkey" FOREIGN KEY ("fundingRelationshipId") REFERENCES "FundingRelationship"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
