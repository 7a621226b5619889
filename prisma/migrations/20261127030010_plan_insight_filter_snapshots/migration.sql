-- CreateTable
CREATE TABLE "PlanInsightFilterSnapshot" (
    "employerPlanId" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanInsightFilterSnapshot_pkey" PRIMARY KEY ("employerPlanId","dimension","value")
);

-- AddForeignKey
ALTER TABLE "PlanInsightFilterSnapshot" ADD CONSTRAINT "PlanInsightFilterSnapshot_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
