-- AlterTable
ALTER TABLE "User" ADD COLUMN     "employerSignUpPlanId" TEXT;
