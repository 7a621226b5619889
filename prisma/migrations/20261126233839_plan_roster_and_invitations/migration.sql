-- CreateEnum
CREATE TYPE "RosterEmploymentStatus" AS ENUM ('ACTIVE', 'ON_LEAVE', 'TERMINATED');

-- CreateEnum
CREATE TYPE "RosterChangeSource" AS ENUM ('MANUAL', 'CSV_UPLOAD', 'HR_SYNC');

-- CreateEnum
CREATE TYPE "RosterImportStatus" AS ENUM ('PREVIEWED', 'APPLYING', 'APPLIED', 'FAILED');

-- CreateEnum
CREATE TYPE "PlanEmailKind" AS ENUM ('INVITATION', 'REMINDER');

-- AlterTable
ALTER TABLE "PlanMember" ADD COLUMN     "department" TEXT,
ADD COLUMN     "employeeId" TEXT,
ADD COLUMN     "employmentStatus" "RosterEmploymentStatus" NOT NULL DEFAULT 'ACTIVE',
ADD COLUMN     "hireDate" DATE,
ADD COLUMN     "invitationEmailCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastInvitationSentAt" TIMESTAMP(3),
ADD COLUMN     "location" TEXT,
ADD COLUMN     "source" "RosterChangeSource" NOT NULL DEFAULT 'MANUAL',
ADD COLUMN     "terminationDate" DATE;

-- CreateTable
CREATE TABLE "RosterImport" (
    "id" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "createdByUserId" TEXT,
    "source" "RosterChangeSource" NOT NULL DEFAULT 'CSV_UPLOAD',
    "storageKey" TEXT,
    "fileName" TEXT,
    "isFullFile" BOOLEAN NOT NULL DEFAULT false,
    "status" "RosterImportStatus" NOT NULL DEFAULT 'PREVIEWED',
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "additionCount" INTEGER NOT NULL DEFAULT 0,
    "changeCount" INTEGER NOT NULL DEFAULT 0,
    "terminationCount" INTEGER NOT NULL DEFAULT 0,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "preview" JSONB NOT NULL,
    "stagedCount" INTEGER NOT NULL DEFAULT 0,
    "failureMessage" TEXT,
    "appliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RosterImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RosterImportRow" (
    "rosterImportId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "workEmail" TEXT NOT NULL,
    "firstName" TEXT,
    "lastName" TEXT,
    "employeeId" TEXT,
    "department" TEXT,
    "location" TEXT,
    "employmentStatus" "RosterEmploymentStatus" NOT NULL,
    "hireDate" DATE,

    CONSTRAINT "RosterImportRow_pkey" PRIMARY KEY ("rosterImportId","rowNumber")
);

-- CreateTable
CREATE TABLE "PlanEmailTemplate" (
    "id" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "kind" "PlanEmailKind" NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedByUserId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanEmailTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RosterImport_employerPlanId_createdAt_idx" ON "RosterImport"("employerPlanId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PlanEmailTemplate_employerPlanId_kind_key" ON "PlanEmailTemplate"("employerPlanId", "kind");

-- CreateIndex
CREATE INDEX "PlanMember_employerPlanId_lastName_firstName_idx" ON "PlanMember"("employerPlanId", "lastName", "firstName");

-- CreateIndex
CREATE INDEX "PlanMember_status_invitationEmailCount_invitedAt_idx" ON "PlanMember"("status", "invitationEmailCount", "invitedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PlanMember_employerPlanId_employeeId_key" ON "PlanMember"("employerPlanId", "employeeId");

-- AddForeignKey
ALTER TABLE "RosterImport" ADD CONSTRAINT "RosterImport_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RosterImportRow" ADD CONSTRAINT "RosterImportRow_rosterImportId_fkey" FOREIGN KEY ("rosterImportId") REFERENCES "RosterImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanEmailTemplate" ADD CONSTRAINT "PlanEmailTemplate_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
