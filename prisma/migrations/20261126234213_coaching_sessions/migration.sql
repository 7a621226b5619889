-- CreateEnum
CREATE TYPE "CoachingSessionStatus" AS ENUM ('BOOKED', 'CANCELLED', 'HELD', 'NO_SHOW');

-- CreateEnum
CREATE TYPE "CoachingSessionFormat" AS ENUM ('PHONE', 'VIDEO');

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "attachments" JSONB;

-- AlterTable
ALTER TABLE "OutgoingMessage" ADD COLUMN     "attachments" JSONB;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isCoach" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "CoachProfile" (
    "userId" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoachProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CoachWorkingHours" (
    "id" TEXT NOT NULL,
    "coachUserId" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "startMinute" INTEGER NOT NULL,
    "endMinute" INTEGER NOT NULL,

    CONSTRAINT "CoachWorkingHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachBlockedTime" (
    "id" TEXT NOT NULL,
    "coachUserId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CoachBlockedTime_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachingSession" (
    "id" TEXT NOT NULL,
    "memberUserId" TEXT NOT NULL,
    "coachUserId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "status" "CoachingSessionStatus" NOT NULL DEFAULT 'BOOKED',
    "format" "CoachingSessionFormat" NOT NULL,
    "phoneNumber" TEXT,
    "meetingUrl" TEXT,
    "memberTimeZone" TEXT NOT NULL DEFAULT 'UTC',
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "privateNotes" TEXT NOT NULL DEFAULT '',
    "summary" TEXT,
    "summarySharedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoachingSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachingActionItem" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "goalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CoachingActionItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CoachWorkingHours_coachUserId_idx" ON "CoachWorkingHours"("coachUserId");

-- CreateIndex
CREATE INDEX "CoachBlockedTime_coachUserId_startsAt_idx" ON "CoachBlockedTime"("coachUserId", "startsAt");

-- CreateIndex
CREATE INDEX "CoachingSession_coachUserId_startsAt_idx" ON "CoachingSession"("coachUserId", "startsAt");

-- CreateIndex
CREATE INDEX "CoachingSession_memberUserId_startsAt_idx" ON "CoachingSession"("memberUserId", "startsAt");

-- CreateIndex
CREATE INDEX "CoachingSession_status_createdAt_idx" ON "CoachingSession"("status", "createdAt");

-- CreateIndex
CREATE INDEX "CoachingActionItem_sessionId_idx" ON "CoachingActionItem"("sessionId");

-- AddForeignKey
ALTER TABLE "CoachProfile" ADD CONSTRAINT "CoachProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachWorkingHours" ADD CONSTRAINT "CoachWorkingHours_coachUserId_fkey" FOREIGN KEY ("coachUserId") REFERENCES "CoachProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachBlockedTime" ADD CONSTRAINT "CoachBlockedTime_coachUserId_fkey" FOREIGN KEY ("coachUserId") REFERENCES "CoachProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingSession" ADD CONSTRAINT "CoachingSession_memberUserId_fkey" FOREIGN KEY ("memberUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingSession" ADD CONSTRAINT "CoachingSession_coachUserId_fkey" FOREIGN KEY ("coachUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingActionItem" ADD CONSTRAINT "CoachingActionItem_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "CoachingSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
