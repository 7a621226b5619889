-- CreateTable
CREATE TABLE "MonthlySpending" (
    "customerId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "lineCount" INTEGER NOT NULL,

    CONSTRAINT "MonthlySpending_pkey" PRIMARY KEY ("customerId","month","budgetCategoryId")
);

-- CreateTable
CREATE TABLE "MonthlyMerchantSpending" (
    "customerId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "merchantKey" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "transactionCount" INTEGER NOT NULL,
    "lastDate" DATE NOT NULL,
    "lastTransactionId" TEXT NOT NULL,
    "merchant" TEXT NOT NULL,

    CONSTRAINT "MonthlyMerchantSpending_pkey" PRIMARY KEY ("customerId","month","merchantKey")
);

-- AddForeignKey
ALTER TABLE "MonthlySpending" ADD CONSTRAINT "MonthlySpending_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MonthlyMerchantSpending" ADD CONSTRAINT "MonthlyMerchantSpending_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept current with the daily sums: refresh_daily_spending now also recomputes the months of the days it touched,
-- the categories from the days' sums and the merchants from the lines (EXPENSE lines only; a missing category counts
-- as EXPENSE, as everywhere). The same advisory lock per member covers all three tables.

CREATE OR REPLACE FUNCTION "refresh_daily_spending"(keys TEXT[]) RETURNS void
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

  DELETE FROM "MonthlySpending" m USING (SELECT DISTINCT split_part(k, '|', 1) AS cid, date_trunc('month', split_part(k, '|', 2)::date)::date AS month
    FROM unnest(keys) AS k) touched
  WHERE m."customerId" = touched.cid AND m.month = touched.month;

  INSERT INTO "MonthlySpending" ("customerId", month, "budgetCategoryId", amount, "lineCount")
  SELECT d."customerId", touched.month, d."budgetCategoryId", SUM(d.amount), SUM(d."lineCount")
  FROM (SELECT DISTINCT split_part(k, '|', 1) AS cid, date_trunc('month', split_part(k, '|', 2)::date)::date AS month
    FROM unnest(keys) AS k) touched
  JOIN "DailySpending" d ON d."customerId" = touched.cid
    AND d.date >= touched.month AND d.date < (touched.month + interval '1 month')::date
  GROUP BY 1, 2, 3;

  DELETE FROM "MonthlyMerchantSpending" m USING (SELECT DISTINCT split_part(k, '|', 1) AS cid, date_trunc('month', split_part(k, '|', 2)::date)::date AS month
    FROM unnest(keys) AS k) touched
  WHERE m."customerId" = touched.cid AND m.month = touched.month;

  INSERT INTO "MonthlyMerchantSpending"
    ("customerId", month, "merchantKey", amount, "transactionCount", "lastDate", "lastTransactionId", merchant)
  SELECT l.cid, l.month, l.key, SUM(l.amount), COUNT(DISTINCT l.tid),
    (array_agg(l.date ORDER BY l.date DESC, l.tid))[1], (array_agg(l.tid ORDER BY l.date DESC, l.tid))[1],
    (array_agg(l.merchant ORDER BY l.date DESC, l.tid))[1]
  FROM (
    SELECT touched.cid, touched.month, t.id AS tid, t.date,
      COALESCE(NULLIF(t."merchantKey", ''), lower(COALESCE(t."merchantName", t.name))) AS key,
      COALESCE(t."merchantName", t.name) AS merchant, COALESCE(s.amount, t.amount) AS amount
    FROM (SELECT DISTINCT split_part(k, '|', 1) AS cid, date_trunc('month', split_part(k, '|', 2)::date)::date AS month
    FROM unnest(keys) AS k) touched
    JOIN "Transaction" t ON t."customerId" = touched.cid
      AND t.date >= touched.month AND t.date < (touched.month + interval '1 month')::date
    LEFT JOIN "TransactionSplit" s ON s."transactionId" = t.id
    LEFT JOIN "BudgetCategory" c ON c.id = COALESCE(s."budgetCategoryId", t."budgetCategoryId")
    WHERE NOT t.excluded AND t."transferPartnerId" IS NULL AND COALESCE(c.kind, 'EXPENSE') = 'EXPENSE'
      AND EXISTS (SELECT 1 FROM "Customer" cu WHERE cu.id = t."customerId")
  ) l
  GROUP BY l.cid, l.month, l.key;
END;
$$;

-- A renamed merchant changes the merchant sums too.
CREATE OR REPLACE FUNCTION "daily_spending_after_transaction_update"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  PERFORM "refresh_daily_spending"(ARRAY(
    SELECT DISTINCT key FROM (
      SELECT o."customerId" || '|' || o.date::text AS old_key, n."customerId" || '|' || n.date::text AS new_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o."customerId", o.date, o.amount, o."budgetCategoryId", o.excluded, o."transferPartnerId", o.name, o."merchantName", o."merchantKey")
        IS DISTINCT FROM (n."customerId", n.date, n.amount, n."budgetCategoryId", n.excluded, n."transferPartnerId", n.name, n."merchantName", n."merchantKey")
    ) changed, LATERAL (VALUES (old_key), (new_key)) AS keys(key)
  ));
  RETURN NULL;
END;
$$;

-- The history there is already: every member's days recomputed once, which fills the months.
SELECT "refresh_daily_spending"(ARRAY(SELECT DISTINCT "customerId" || '|' || date::text FROM "Transaction"));
