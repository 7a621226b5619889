-- AlterTable
ALTER TABLE "RememberedDevice" ADD COLUMN     "ipAddress" TEXT,
ADD COLUMN     "userAgent" TEXT;
