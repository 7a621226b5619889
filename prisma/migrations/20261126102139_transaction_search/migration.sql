-- Trigram indexes for the transaction list's search (name, merchant or notes contains the words, any case).
-- The extension lives in "public" once per database, whatever schema the app's tables are in (several installs or
-- test schemas may share one database), so its operator class is named with its schema.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- CreateIndex
CREATE INDEX "Transaction_name_idx" ON "Transaction" USING GIN ("name" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Transaction_merchantName_idx" ON "Transaction" USING GIN ("merchantName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Transaction_notes_idx" ON "Transaction" USING GIN ("notes" public.gin_trgm_ops);
