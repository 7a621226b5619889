import { createHash, randomUUID } from "node:crypto";

import { getDb } from "@/lib/db";
import { deleteExpiredRows, LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "@/lib/jobs/cleanup/delete-expired-rows";
import { createUser } from "@/prisma/seed";
import { useTestDatabase } from "../../helpers/test-db";

useTestDatabase();

const hash = () => createHash("sha256").update(randomUUID()).digest("hex");

test("the cleanup job deletes only expired rate-limit, idempotency, token, code and session rows", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const now = new Date();
  const past = new Date(now.getTime() - 60_000);
  const future = new Date(now.getTime() + 60 * 60_000);
  const key = `cleanup-test:${randomUUID()}`;

  await db.rateLimitCounter.createMany({
    data: [
      { key, windowStart: new Date(now.getTime() - (LONGEST_RATE_LIMIT_WINDOW_SECONDS + 60) * 1000), count: 3 },
      { key, windowStart: new Date(now.getTime() - 3600 * 1000), count: 1 },
    ],
  });
  const records = [past, future].map((expiresAt) => ({ key: randomUUID(), scope: user.id, operationName: "op", expiresAt }));
  await db.idempotencyRecord.createMany({ data: records });
  await db.authToken.createMany({
    data: [past, future].map((expiresAt) => ({ userId: user.id, purpose: "RESET_PASSWORD" as const, tokenHash: hash(), expiresAt })),
  });
  const [expiredSession, liveSession] = await Promise.all(
    [past, future].map((expiresAt) => db.session.create({ data: { userId: user.id, expiresAt }, select: { id: true } })),
  );

  const deleted = await deleteExpiredRows({ now });

  expect(deleted).toMatchObject({ rateLimitCounters: 1, idempotencyRecords: 1, authTokens: 1, sessions: 1 });
  expect(await db.rateLimitCounter.count({ where: { key } })).toBe(1);
  expect(await db.idempotencyRecord.findMany({ where: { scope: user.id }, select: { expiresAt: true } })).toEqual([
    { expiresAt: future },
  ]);
  expect(await db.authToken.findMany({ where: { userId: user.id }, select: { expiresAt: true } })).toEqual([
    { expiresAt: future },
  ]);
  expect(await db.session.findUnique({ where: { id: expiredSession!.id } })).toBeNull();
  expect(await db.session.findUnique({ where: { id: liveSession!.id } })).not.toBeNull();
});
