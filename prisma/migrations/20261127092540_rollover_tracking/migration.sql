-- Rollover tracking (issue 16 item 6): the tracker's steps, the old plan's details, the legs of one rollover grouped
-- by transferIntentId, the clearing firm's deposit. Existing rows keep their meaning (docs/decisions.md):
-- CREATED (made by the wizard, nothing known about the old plan) -> DETAILS_NEEDED, IN_PROGRESS (the plan sent the
-- money) -> CHECK_IN_TRANSIT, COMPLETED (the money arrived) -> DEPOSITED, CANCELLED -> CANCELLED. Each existing row is
-- its own rollover (transferIntentId = its id).

-- CreateEnum
CREATE TYPE "RolloverStep" AS ENUM ('DETAILS_NEEDED', 'PLAN_FOUND', 'REQUESTED', 'CHECK_IN_TRANSIT', 'DEPOSITED', 'INVESTED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "RetirementPlanType" AS ENUM ('PLAN_401K', 'PLAN_403B', 'PLAN_457B', 'TSP', 'OTHER');

-- CreateEnum
CREATE TYPE "RolloverMoneyKind" AS ENUM ('PRE_TAX', 'ROTH');

-- DropIndex
DROP INDEX "Rollover_investingAccountId_idx";

-- AlterTable
ALTER TABLE "Rollover" ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "checkInTransitAt" TIMESTAMP(3),
ADD COLUMN     "checkMailedOn" DATE,
ADD COLUMN     "depositTransferId" TEXT,
ADD COLUMN     "depositedAmount" DECIMAL(14,2),
ADD COLUMN     "depositedAt" TIMESTAMP(3),
ADD COLUMN     "estimatedAmount" DECIMAL(14,2),
ADD COLUMN     "hasCompanyStock" BOOLEAN,
ADD COLUMN     "hasOutstandingLoan" BOOLEAN,
ADD COLUMN     "investedAt" TIMESTAMP(3),
ADD COLUMN     "moneyKind" "RolloverMoneyKind",
ADD COLUMN     "oldProvider" TEXT,
ADD COLUMN     "planFoundAt" TIMESTAMP(3),
ADD COLUMN     "planType" "RetirementPlanType",
ADD COLUMN     "requestedAt" TIMESTAMP(3),
ADD COLUMN     "step" "RolloverStep" NOT NULL DEFAULT 'DETAILS_NEEDED',
ADD COLUMN     "transferIntentId" TEXT;

-- Existing rows: the step from the old state, with the time of the last change as the step's date.
UPDATE "Rollover" SET
  "transferIntentId" = "id",
  "step" = (CASE "state"::text
    WHEN 'CREATED' THEN 'DETAILS_NEEDED'
    WHEN 'IN_PROGRESS' THEN 'CHECK_IN_TRANSIT'
    WHEN 'COMPLETED' THEN 'DEPOSITED'
    ELSE 'CANCELLED'
  END)::"RolloverStep",
  "checkInTransitAt" = CASE WHEN "state"::text = 'IN_PROGRESS' THEN "updatedAt" END,
  "depositedAt" = CASE WHEN "state"::text = 'COMPLETED' THEN "updatedAt" END,
  "cancelledAt" = CASE WHEN "state"::text = 'CANCELLED' THEN "updatedAt" END;

ALTER TABLE "Rollover" ALTER COLUMN "transferIntentId" SET NOT NULL;
ALTER TABLE "Rollover" DROP COLUMN "state";

-- DropEnum
DROP TYPE "RolloverState";

-- CreateIndex
CREATE UNIQUE INDEX "Rollover_depositTransferId_key" ON "Rollover"("depositTransferId");

-- CreateIndex
CREATE INDEX "Rollover_investingAccountId_step_idx" ON "Rollover"("investingAccountId", "step");

-- CreateIndex
CREATE INDEX "Rollover_transferIntentId_idx" ON "Rollover"("transferIntentId");
