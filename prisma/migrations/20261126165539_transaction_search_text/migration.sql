-- The list's search as one trigram index over each member's own rows: name, merchant and notes in one column (one
-- line each, so a search never matches across two of them), with customerId as a GIN key (btree_gin). The three
-- indexes it replaces covered every member's rows, and PostgreSQL costed all three on every search.
-- Extensions live in "public" once per database, whatever schema the app's tables are in, so their operator classes
-- are named with their schema.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;

-- DropIndex
DROP INDEX "Transaction_merchantName_idx";

-- DropIndex
DROP INDEX "Transaction_name_idx";

-- DropIndex
DROP INDEX "Transaction_notes_idx";

-- AlterTable
ALTER TABLE "Transaction" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- Kept by the database whatever writes the row, so it can never disagree with the fields it is made of.
CREATE FUNCTION "transaction_search_text"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW."searchText" := concat_ws(E'\n', NEW.name, NEW."merchantName", NEW.notes);
  RETURN NEW;
END;
$$;

CREATE TRIGGER "transaction_search_text" BEFORE INSERT OR UPDATE OF name, "merchantName", notes, "searchText"
  ON "Transaction" FOR EACH ROW EXECUTE FUNCTION "transaction_search_text"();

UPDATE "Transaction" SET "searchText" = concat_ws(E'\n', name, "merchantName", notes);

-- CreateIndex
CREATE INDEX "Transaction_customerId_searchText_idx" ON "Transaction" USING GIN ("customerId" public.text_ops, "searchText" public.gin_trgm_ops);
