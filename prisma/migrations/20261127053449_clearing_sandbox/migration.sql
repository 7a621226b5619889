-- CreateTable
CREATE TABLE "ClearingSandboxRecord" (
    "kind" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "requestId" TEXT,
    "parentId" TEXT,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClearingSandboxRecord_pkey" PRIMARY KEY ("kind","id")
);

-- CreateIndex
CREATE INDEX "ClearingSandboxRecord_kind_parentId_idx" ON "ClearingSandboxRecord"("kind", "parentId");

-- CreateIndex
CREATE UNIQUE INDEX "ClearingSandboxRecord_kind_requestId_key" ON "ClearingSandboxRecord"("kind", "requestId");
