-- CreateEnum
CREATE TYPE "DataRightsRequestKind" AS ENUM ('EXPORT', 'DELETE');

-- CreateEnum
CREATE TYPE "DataRightsRequestStatus" AS ENUM ('PENDING', 'READY', 'COMPLETED', 'FAILED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "legalHoldAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "DataRightsRequest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "DataRightsRequestKind" NOT NULL,
    "status" "DataRightsRequestStatus" NOT NULL DEFAULT 'PENDING',
    "dueAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "waitingReason" TEXT,
    "fileKey" TEXT,
    "fileExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataRightsRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DataRightsRequest_userId_createdAt_idx" ON "DataRightsRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "DataRightsRequest_status_dueAt_idx" ON "DataRightsRequest"("status", "dueAt");

-- AddForeignKey
ALTER TABLE "DataRightsRequest" ADD CONSTRAINT "DataRightsRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
