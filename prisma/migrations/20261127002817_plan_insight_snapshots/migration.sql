-- CreateTable
CREATE TABLE "PlanInsightSnapshot" (
    "employerPlanId" TEXT NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanInsightSnapshot_pkey" PRIMARY KEY ("employerPlanId")
);

-- AddForeignKey
ALTER TABLE "PlanInsightSnapshot" ADD CONSTRAINT "PlanInsightSnapshot_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
