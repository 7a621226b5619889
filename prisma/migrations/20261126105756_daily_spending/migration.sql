-- CreateTable
CREATE TABLE "DailySpending" (
    "customerId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "lineCount" INTEGER NOT NULL,

    CONSTRAINT "DailySpending_pkey" PRIMARY KEY ("customerId","date","budgetCategoryId")
);

-- AddForeignKey
ALTER TABLE "DailySpending" ADD CONSTRAINT "DailySpending_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keeping it current. A statement that writes transactions or split parts recomputes, in the same transaction, the
-- (member, day) pairs it touched, from the same lines as spendingLinesSql (lib/transactions/spending-lines-sql.ts).
-- One member's days are recomputed one writer at a time (an advisory lock per member), so two transactions editing
-- the same day cannot leave a stale sum. Statement-level triggers with transition tables: a sync's batch insert
-- recomputes each day once, not once per row.

CREATE FUNCTION "refresh_daily_spending"(keys TEXT[]) RETURNS void
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF keys IS NULL OR cardinality(keys) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('daily-spending:' || m.cid))
  FROM (SELECT DISTINCT split_part(k, '|', 1) AS cid FROM unnest(keys) AS k ORDER BY 1) m;

  DELETE FROM "DailySpending" d
  USING (SELECT split_part(k, '|', 1) AS cid, split_part(k, '|', 2)::date AS day FROM unnest(keys) AS k) touched
  WHERE d."customerId" = touched.cid AND d.date = touched.day;

  INSERT INTO "DailySpending" ("customerId", date, "budgetCategoryId", amount, "lineCount")
  SELECT t."customerId", t.date, COALESCE(s."budgetCategoryId", t."budgetCategoryId", ''), SUM(COALESCE(s.amount, t.amount)), COUNT(*)
  FROM (SELECT DISTINCT split_part(k, '|', 1) AS cid, split_part(k, '|', 2)::date AS day FROM unnest(keys) AS k) touched
  JOIN "Transaction" t ON t."customerId" = touched.cid AND t.date = touched.day
  LEFT JOIN "TransactionSplit" s ON s."transactionId" = t.id
  WHERE NOT t.excluded AND t."transferPartnerId" IS NULL
    AND EXISTS (SELECT 1 FROM "Customer" c WHERE c.id = t."customerId")
  GROUP BY 1, 2, 3;
END;
$$;

CREATE FUNCTION "daily_spending_after_transaction_insert"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(SELECT DISTINCT "customerId" || '|' || date::text FROM new_rows));
  RETURN NULL;
END;
$$;

-- Only rows whose counted figures changed (not a note or a review mark).
CREATE FUNCTION "daily_spending_after_transaction_update"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(
    SELECT DISTINCT key FROM (
      SELECT o."customerId" || '|' || o.date::text AS old_key, n."customerId" || '|' || n.date::text AS new_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o."customerId", o.date, o.amount, o."budgetCategoryId", o.excluded, o."transferPartnerId")
        IS DISTINCT FROM (n."customerId", n.date, n.amount, n."budgetCategoryId", n.excluded, n."transferPartnerId")
    ) changed, LATERAL (VALUES (old_key), (new_key)) AS keys(key)
  ));
  RETURN NULL;
END;
$$;

CREATE FUNCTION "daily_spending_after_transaction_delete"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(SELECT DISTINCT "customerId" || '|' || date::text FROM old_rows));
  RETURN NULL;
END;
$$;

CREATE FUNCTION "daily_spending_after_split_insert"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(
    SELECT DISTINCT t."customerId" || '|' || t.date::text FROM new_rows s JOIN "Transaction" t ON t.id = s."transactionId"
  ));
  RETURN NULL;
END;
$$;

CREATE FUNCTION "daily_spending_after_split_update"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(
    SELECT DISTINCT t."customerId" || '|' || t.date::text
    FROM (SELECT "transactionId" FROM old_rows UNION SELECT "transactionId" FROM new_rows) s
    JOIN "Transaction" t ON t.id = s."transactionId"
  ));
  RETURN NULL;
END;
$$;

-- A split part deleted with its transaction finds no transaction here: the transaction's own trigger recomputes.
CREATE FUNCTION "daily_spending_after_split_delete"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(
    SELECT DISTINCT t."customerId" || '|' || t.date::text FROM old_rows s JOIN "Transaction" t ON t.id = s."transactionId"
  ));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "daily_spending_transaction_insert" AFTER INSERT ON "Transaction"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_transaction_insert"();
CREATE TRIGGER "daily_spending_transaction_update" AFTER UPDATE ON "Transaction"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_transaction_update"();
CREATE TRIGGER "daily_spending_transaction_delete" AFTER DELETE ON "Transaction"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_transaction_delete"();
CREATE TRIGGER "daily_spending_split_insert" AFTER INSERT ON "TransactionSplit"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_split_insert"();
CREATE TRIGGER "daily_spending_split_update" AFTER UPDATE ON "TransactionSplit"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_split_update"();
CREATE TRIGGER "daily_spending_split_delete" AFTER DELETE ON "TransactionSplit"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_spending_after_split_delete"();

-- The history there is already.
INSERT INTO "DailySpending" ("customerId", date, "budgetCategoryId", amount, "lineCount")
SELECT t."customerId", t.date, COALESCE(s."budgetCategoryId", t."budgetCategoryId", ''), SUM(COALESCE(s.amount, t.amount)), COUNT(*)
FROM "Transaction" t
LEFT JOIN "TransactionSplit" s ON s."transactionId" = t.id
WHERE NOT t.excluded AND t."transferPartnerId" IS NULL
GROUP BY 1, 2, 3;
