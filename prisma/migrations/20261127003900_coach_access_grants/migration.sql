-- CreateEnum
CREATE TYPE "CoachAccessStatus" AS ENUM ('REQUESTED', 'APPROVED', 'DECLINED', 'EXPIRED', 'REVOKED', 'ENDED');

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "coachAccessGrantId" TEXT;

-- CreateTable
CREATE TABLE "CoachAccessGrant" (
    "id" TEXT NOT NULL,
    "coachUserId" TEXT,
    "memberUserId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "CoachAccessStatus" NOT NULL DEFAULT 'REQUESTED',
    "allowEdits" BOOLEAN NOT NULL DEFAULT false,
    "isEmergency" BOOLEAN NOT NULL DEFAULT false,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "tokenHash" TEXT,

    CONSTRAINT "CoachAccessGrant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CoachAccessGrant_tokenHash_key" ON "CoachAccessGrant"("tokenHash");

-- CreateIndex
CREATE INDEX "CoachAccessGrant_memberUserId_status_idx" ON "CoachAccessGrant"("memberUserId", "status");

-- CreateIndex
CREATE INDEX "CoachAccessGrant_coachUserId_status_idx" ON "CoachAccessGrant"("coachUserId", "status");

-- CreateIndex
CREATE INDEX "Session_coachAccessGrantId_idx" ON "Session"("coachAccessGrantId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_coachAccessGrantId_fkey" FOREIGN KEY ("coachAccessGrantId") REFERENCES "CoachAccessGrant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachAccessGrant" ADD CONSTRAINT "CoachAccessGrant_coachUserId_fkey" FOREIGN KEY ("coachUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachAccessGrant" ADD CONSTRAINT "CoachAccessGrant_memberUserId_fkey" FOREIGN KEY ("memberUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
