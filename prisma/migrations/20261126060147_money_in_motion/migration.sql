-- CreateEnum
CREATE TYPE "CategoryKind" AS ENUM ('EXPENSE', 'INCOME', 'TRANSFER');

-- CreateEnum
CREATE TYPE "BudgetGroup" AS ENUM ('BILLS', 'FLEXIBLE', 'NON_MONTHLY', 'GOALS');

-- CreateEnum
CREATE TYPE "CategorySource" AS ENUM ('USER', 'RULE', 'MERCHANT', 'PROVIDER', 'NONE');

-- CreateEnum
CREATE TYPE "RolloverMode" AS ENUM ('OFF', 'SURPLUS', 'SURPLUS_AND_DEFICIT');

-- CreateEnum
CREATE TYPE "BudgetPeriodKind" AS ENUM ('MONTHLY', 'PAY_PERIOD');

-- CreateEnum
CREATE TYPE "PayCadence" AS ENUM ('WEEKLY', 'BIWEEKLY', 'SEMIMONTHLY');

-- CreateEnum
CREATE TYPE "RecurringCadence" AS ENUM ('WEEKLY', 'BIWEEKLY', 'MONTHLY', 'YEARLY');

-- DropIndex
DROP INDEX "Budget_customerId_budgetCategoryId_monthYear_key";

-- DropIndex
DROP INDEX "Transaction_customerId_date_idx";

-- AlterTable
-- Existing lines are calendar months: the period is the month monthYear names.
ALTER TABLE "Budget" ADD COLUMN     "periodEnd" DATE,
ADD COLUMN     "periodStart" DATE;
UPDATE "Budget" SET "periodStart" = "monthYear", "periodEnd" = ("monthYear" + INTERVAL '1 month' - INTERVAL '1 day')::date;
ALTER TABLE "Budget" ALTER COLUMN "periodEnd" SET NOT NULL,
ALTER COLUMN "periodStart" SET NOT NULL;

-- AlterTable
ALTER TABLE "BudgetCategory" ADD COLUMN     "budgetGroup" "BudgetGroup" NOT NULL DEFAULT 'FLEXIBLE',
ADD COLUMN     "kind" "CategoryKind" NOT NULL DEFAULT 'EXPENSE',
ADD COLUMN     "parentId" TEXT,
ADD COLUMN     "providerCode" TEXT;

-- AlterTable
ALTER TABLE "CreditCard" ADD COLUMN     "minimumPayment" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "FinancialGoal" ADD COLUMN     "emergencyFundMonths" INTEGER,
ADD COLUMN     "pausedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "GoalQuantifiable" ADD COLUMN     "earmarkAmount" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "InstitutionItem" ADD COLUMN     "consentExpiresAt" TIMESTAMP(3),
ADD COLUMN     "lastSyncAttemptAt" TIMESTAMP(3),
ADD COLUMN     "latestSyncErrorKind" TEXT;

-- AlterTable
ALTER TABLE "Loan" ADD COLUMN     "minimumPayment" DECIMAL(14,2);

-- AlterTable
ALTER TABLE "Transaction" ADD COLUMN     "categorySource" "CategorySource" NOT NULL DEFAULT 'NONE',
ADD COLUMN     "excluded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "merchantKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "needsReview" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "notes" VARCHAR(1000),
ADD COLUMN     "pendingTransactionId" TEXT,
ADD COLUMN     "providerCategoryConfidence" TEXT,
ADD COLUMN     "providerDetailedCategory" TEXT,
ADD COLUMN     "recurringSeriesId" TEXT,
ADD COLUMN     "transferPartnerId" TEXT;

-- The same key as lib/transactions/normalize-merchant.ts, for the rows stored before it existed.
UPDATE "Transaction" SET "merchantKey" = btrim(regexp_replace(regexp_replace(lower(coalesce("merchantName", "name")), '[*#].*$', ''), '[^a-z]+', ' ', 'g'));

-- CreateTable
CREATE TABLE "TransactionSplit" (
    "id" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "notes" VARCHAR(1000),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TransactionSplit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CategoryRule" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "merchantKey" TEXT NOT NULL,
    "merchantName" TEXT NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CategoryRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecurringSeries" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "merchantKey" TEXT NOT NULL,
    "merchantName" TEXT NOT NULL,
    "kind" "CategoryKind" NOT NULL,
    "cadence" "RecurringCadence" NOT NULL,
    "budgetCategoryId" TEXT,
    "averageAmount" DECIMAL(14,2) NOT NULL,
    "lastAmount" DECIMAL(14,2) NOT NULL,
    "lastDate" DATE NOT NULL,
    "nextDate" DATE NOT NULL,
    "occurrences" INTEGER NOT NULL,
    "priceIncreased" BOOLEAN NOT NULL DEFAULT false,
    "dismissedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecurringSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BudgetSettings" (
    "customerId" TEXT NOT NULL,
    "periodKind" "BudgetPeriodKind" NOT NULL DEFAULT 'MONTHLY',
    "monthStartDay" INTEGER NOT NULL DEFAULT 1,
    "payCadence" "PayCadence",
    "payAnchorDate" DATE,
    "semimonthlyDays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BudgetSettings_pkey" PRIMARY KEY ("customerId")
);

-- CreateTable
CREATE TABLE "BudgetCategorySetting" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "rolloverMode" "RolloverMode" NOT NULL DEFAULT 'OFF',
    "budgetGroup" "BudgetGroup",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BudgetCategorySetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BudgetAlert" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "periodStart" DATE NOT NULL,
    "threshold" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BudgetAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GoalChecklistItem" (
    "id" TEXT NOT NULL,
    "financialGoalId" TEXT NOT NULL,
    "label" VARCHAR(200) NOT NULL,
    "doneAt" TIMESTAMP(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GoalChecklistItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TransactionSplit_transactionId_idx" ON "TransactionSplit"("transactionId");

-- CreateIndex
CREATE INDEX "TransactionSplit_budgetCategoryId_idx" ON "TransactionSplit"("budgetCategoryId");

-- CreateIndex
CREATE INDEX "CategoryRule_budgetCategoryId_idx" ON "CategoryRule"("budgetCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "CategoryRule_customerId_merchantKey_key" ON "CategoryRule"("customerId", "merchantKey");

-- CreateIndex
CREATE INDEX "RecurringSeries_customerId_nextDate_idx" ON "RecurringSeries"("customerId", "nextDate");

-- CreateIndex
CREATE INDEX "RecurringSeries_budgetCategoryId_idx" ON "RecurringSeries"("budgetCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "RecurringSeries_customerId_merchantKey_kind_key" ON "RecurringSeries"("customerId", "merchantKey", "kind");

-- CreateIndex
CREATE INDEX "BudgetCategorySetting_budgetCategoryId_idx" ON "BudgetCategorySetting"("budgetCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "BudgetCategorySetting_customerId_budgetCategoryId_key" ON "BudgetCategorySetting"("customerId", "budgetCategoryId");

-- CreateIndex
CREATE INDEX "BudgetAlert_customerId_createdAt_idx" ON "BudgetAlert"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "BudgetAlert_budgetCategoryId_idx" ON "BudgetAlert"("budgetCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "BudgetAlert_customerId_budgetCategoryId_periodStart_thresho_key" ON "BudgetAlert"("customerId", "budgetCategoryId", "periodStart", "threshold");

-- CreateIndex
CREATE INDEX "GoalChecklistItem_financialGoalId_idx" ON "GoalChecklistItem"("financialGoalId");

-- CreateIndex
CREATE INDEX "Budget_customerId_periodStart_idx" ON "Budget"("customerId", "periodStart");

-- CreateIndex
CREATE UNIQUE INDEX "Budget_customerId_budgetCategoryId_periodStart_key" ON "Budget"("customerId", "budgetCategoryId", "periodStart");

-- CreateIndex
CREATE UNIQUE INDEX "BudgetCategory_providerCode_key" ON "BudgetCategory"("providerCode");

-- CreateIndex
CREATE INDEX "BudgetCategory_parentId_idx" ON "BudgetCategory"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_transferPartnerId_key" ON "Transaction"("transferPartnerId");

-- CreateIndex
CREATE INDEX "Transaction_customerId_date_id_idx" ON "Transaction"("customerId", "date" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Transaction_customerId_merchantKey_idx" ON "Transaction"("customerId", "merchantKey");

-- CreateIndex
CREATE INDEX "Transaction_customerId_needsReview_idx" ON "Transaction"("customerId", "needsReview");

-- CreateIndex
CREATE INDEX "Transaction_pendingTransactionId_idx" ON "Transaction"("pendingTransactionId");

-- CreateIndex
CREATE INDEX "Transaction_recurringSeriesId_idx" ON "Transaction"("recurringSeriesId");

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_transferPartnerId_fkey" FOREIGN KEY ("transferPartnerId") REFERENCES "Transaction"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_recurringSeriesId_fkey" FOREIGN KEY ("recurringSeriesId") REFERENCES "RecurringSeries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransactionSplit" ADD CONSTRAINT "TransactionSplit_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransactionSplit" ADD CONSTRAINT "TransactionSplit_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CategoryRule" ADD CONSTRAINT "CategoryRule_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CategoryRule" ADD CONSTRAINT "CategoryRule_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringSeries" ADD CONSTRAINT "RecurringSeries_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringSeries" ADD CONSTRAINT "RecurringSeries_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetCategory" ADD CONSTRAINT "BudgetCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "BudgetCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetSettings" ADD CONSTRAINT "BudgetSettings_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetCategorySetting" ADD CONSTRAINT "BudgetCategorySetting_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetCategorySetting" ADD CONSTRAINT "BudgetCategorySetting_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetAlert" ADD CONSTRAINT "BudgetAlert_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetAlert" ADD CONSTRAINT "BudgetAlert_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalChecklistItem" ADD CONSTRAINT "GoalChecklistItem_financialGoalId_fkey" FOREIGN KEY ("financialGoalId") REFERENCES "FinancialGoal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
