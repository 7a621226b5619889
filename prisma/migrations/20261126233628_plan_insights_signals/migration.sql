-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "baselineAt" TIMESTAMP(3),
ADD COLUMN     "cardDebt" DECIMAL(14,2),
ADD COLUMN     "cardDebtBaseline" DECIMAL(14,2),
ADD COLUMN     "emergencyFundMonths" DECIMAL(8,2),
ADD COLUMN     "hfhsBaseline" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastActiveAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "MemberActiveMonth" (
    "userId" TEXT NOT NULL,
    "month" DATE NOT NULL,

    CONSTRAINT "MemberActiveMonth_pkey" PRIMARY KEY ("userId","month")
);

-- CreateIndex
CREATE INDEX "MemberActiveMonth_month_idx" ON "MemberActiveMonth"("month");

-- AddForeignKey
ALTER TABLE "MemberActiveMonth" ADD CONSTRAINT "MemberActiveMonth_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
