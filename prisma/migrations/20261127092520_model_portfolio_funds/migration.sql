-- CreateEnum
CREATE TYPE "FundKind" AS ENUM ('STOCK', 'BOND');

-- CreateEnum
CREATE TYPE "PortfolioChangeState" AS ENUM ('PENDING', 'EFFECTIVE', 'CANCELLED');

-- AlterTable: installations already hold the five portfolios by name (seeded at prepare-database); they get their
-- level and split here, and their funds and descriptions from the next reference-data seed.
ALTER TABLE "ModelPortfolio" ADD COLUMN     "bondPercent" INTEGER,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "riskLevel" INTEGER,
ADD COLUMN     "stockPercent" INTEGER;

UPDATE "ModelPortfolio" AS p SET "riskLevel" = v.level, "stockPercent" = v.stocks, "bondPercent" = 100 - v.stocks, "description" = ''
FROM (VALUES ('Conservative', 1, 20), ('Moderate', 2, 40), ('Balanced', 3, 60), ('Growth', 4, 80), ('Aggressive Growth', 5, 90))
  AS v(name, level, stocks)
WHERE p."name" = v.name;

ALTER TABLE "ModelPortfolio" ALTER COLUMN "bondPercent" SET NOT NULL,
ALTER COLUMN "description" SET NOT NULL,
ALTER COLUMN "riskLevel" SET NOT NULL,
ALTER COLUMN "stockPercent" SET NOT NULL;

-- CreateTable
CREATE TABLE "ModelPortfolioHolding" (
    "id" TEXT NOT NULL,
    "modelPortfolioId" TEXT NOT NULL,
    "symbol" TEXT NOT NULL,
    "fundName" TEXT NOT NULL,
    "assetClass" TEXT NOT NULL,
    "kind" "FundKind" NOT NULL,
    "weightBasisPoints" INTEGER NOT NULL,
    "expenseRatio" DECIMAL(6,4) NOT NULL,
    "sortOrder" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModelPortfolioHolding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskAssessment" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "questionnaireVersion" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "score" INTEGER NOT NULL,
    "recommendedLevel" INTEGER NOT NULL,
    "chosenLevel" INTEGER,
    "acknowledged" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskAssessment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortfolioChange" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "fromModelPortfolioId" TEXT,
    "toModelPortfolioId" TEXT NOT NULL,
    "state" "PortfolioChangeState" NOT NULL DEFAULT 'PENDING',
    "requestId" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "effectiveAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PortfolioChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ModelPortfolioHolding_modelPortfolioId_symbol_key" ON "ModelPortfolioHolding"("modelPortfolioId", "symbol");

-- CreateIndex
CREATE INDEX "RiskAssessment_investingAccountId_createdAt_idx" ON "RiskAssessment"("investingAccountId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PortfolioChange_requestId_key" ON "PortfolioChange"("requestId");

-- CreateIndex
CREATE INDEX "PortfolioChange_investingAccountId_state_idx" ON "PortfolioChange"("investingAccountId", "state");

-- CreateIndex
CREATE INDEX "PortfolioChange_fromModelPortfolioId_idx" ON "PortfolioChange"("fromModelPortfolioId");

-- CreateIndex
CREATE INDEX "PortfolioChange_toModelPortfolioId_idx" ON "PortfolioChange"("toModelPortfolioId");

-- CreateIndex
CREATE UNIQUE INDEX "ModelPortfolio_riskLevel_key" ON "ModelPortfolio"("riskLevel");

-- AddForeignKey
ALTER TABLE "ModelPortfolioHolding" ADD CONSTRAINT "ModelPortfolioHolding_modelPortfolioId_fkey" FOREIGN KEY ("modelPortfolioId") REFERENCES "ModelPortfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioChange" ADD CONSTRAINT "PortfolioChange_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioChange" ADD CONSTRAINT "PortfolioChange_fromModelPortfolioId_fkey" FOREIGN KEY ("fromModelPortfolioId") REFERENCES "ModelPortfolio"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioChange" ADD CONSTRAINT "PortfolioChange_toModelPortfolioId_fkey" FOREIGN KEY ("toModelPortfolioId") REFERENCES "ModelPortfolio"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
