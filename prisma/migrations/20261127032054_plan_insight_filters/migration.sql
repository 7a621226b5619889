-- CreateTable
CREATE TABLE "PlanInsightFilterSnapshot" (
    "employerPlanId" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanInsightFilterSnapshot_pkey" PRIMARY KEY ("employerPlanId","dimension","value")
);

-- CreateIndex
CREATE INDEX "PlanMember_employerPlanId_department_location_status_idx" ON "PlanMember"("employerPlanId", "department", "location", "status");

-- AddForeignKey
ALTER TABLE "PlanInsightFilterSnapshot" ADD CONSTRAINT "PlanInsightFilterSnapshot_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
