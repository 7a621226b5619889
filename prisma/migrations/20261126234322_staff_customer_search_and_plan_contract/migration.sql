-- AlterTable
ALTER TABLE "EmployerPlan" ADD COLUMN     "lastRosterSyncAt" TIMESTAMP(3),
ADD COLUMN     "renewalDate" DATE,
ADD COLUMN     "seats" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "legalHoldReason" TEXT;

-- Staff customer search (/customers): a word of the email or name anywhere (trigram GIN on one lower-cased
-- expression, which the search repeats exactly), and the last four digits of the phone number (btree on an
-- expression). Both live here alone: schema.prisma cannot express indexes on expressions
-- (scripts/db/indexes-outside-schema.ts). pg_trgm is installed by 20261126102139_transaction_search.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX "User_search_text_trgm_idx" ON "User"
  USING GIN ((lower("email" || ' ' || "firstName" || ' ' || "lastName")) public.gin_trgm_ops);
CREATE INDEX "User_phone_last_four_idx" ON "User" ((right("phoneNumber", 4)));
