-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "employerPlanId" TEXT;

-- CreateTable
CREATE TABLE "PlanAdminInvitation" (
    "id" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "permission" "PlanPermission" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanAdminInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlanAdminInvitation_tokenHash_key" ON "PlanAdminInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "PlanAdminInvitation_employerPlanId_createdAt_idx" ON "PlanAdminInvitation"("employerPlanId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_employerPlanId_createdAt_idx" ON "AuditLog"("employerPlanId", "createdAt");

-- AddForeignKey
ALTER TABLE "PlanAdminInvitation" ADD CONSTRAINT "PlanAdminInvitation_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
