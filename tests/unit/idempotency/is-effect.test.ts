import { isEffect } from "@/lib/idempotency/mark-effects";

test("writes are an operation's effects", () => {
  expect(isEffect('INSERT INTO "public"."Asset" ("id") VALUES ($1)')).toBe(true);
  expect(isEffect('UPDATE "Goal" SET "name" = $1')).toBe(true);
  expect(isEffect('  delete from "Asset" where id = $1')).toBe(true);
  expect(isEffect('WITH moved AS (UPDATE "Asset" SET x = 1 RETURNING id) SELECT * FROM moved')).toBe(true);
});

test("reads, transaction control and bookkeeping are not", () => {
  expect(isEffect('SELECT "id" FROM "Asset" WHERE "id" = $1')).toBe(false);
  expect(isEffect("COMMIT")).toBe(false);
  expect(isEffect("WITH recent AS (SELECT 1) SELECT * FROM recent")).toBe(false);
  expect(isEffect('INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES ($1, $2, 1)')).toBe(false);
  expect(isEffect('UPDATE "public"."IdempotencyRecord" SET "lockedUntil" = $1')).toBe(false);
});
