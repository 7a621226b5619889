-- CreateEnum
CREATE TYPE "NotificationFrequency" AS ENUM ('INSTANT', 'WEEKLY_DIGEST', 'OFF');

-- AlterTable
ALTER TABLE "NotificationPreference" ADD COLUMN     "frequency" "NotificationFrequency";

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "OutgoingMessage" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "UnsubscribeToken" ADD COLUMN     "categoryId" TEXT;

-- AddForeignKey
ALTER TABLE "UnsubscribeToken" ADD CONSTRAINT "UnsubscribeToken_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "NotificationCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

