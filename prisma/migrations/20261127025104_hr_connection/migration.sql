-- CreateEnum
CREATE TYPE "HrConnectionStatus" AS ENUM ('CONNECTED', 'REAUTH_REQUIRED');

-- CreateTable
CREATE TABLE "HrConnection" (
    "id" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerConnectionId" TEXT NOT NULL,
    "providerName" TEXT,
    "accessTokenEncrypted" TEXT NOT NULL,
    "status" "HrConnectionStatus" NOT NULL DEFAULT 'CONNECTED',
    "connectedByUserId" TEXT,
    "lastAttemptAt" TIMESTAMP(3),
    "lastFailureMessage" TEXT,
    "lastManualRefreshAt" TIMESTAMP(3),
    "lastSyncSummary" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HrConnection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HrConnection_employerPlanId_key" ON "HrConnection"("employerPlanId");

-- CreateIndex
CREATE INDEX "HrConnection_provider_providerConnectionId_idx" ON "HrConnection"("provider", "providerConnectionId");

-- AddForeignKey
ALTER TABLE "HrConnection" ADD CONSTRAINT "HrConnection_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
