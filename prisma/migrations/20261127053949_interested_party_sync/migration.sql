-- AlterTable
ALTER TABLE "InterestedParty" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "syncedAt" TIMESTAMP(3);
