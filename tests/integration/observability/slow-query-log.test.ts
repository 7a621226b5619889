import { getDb, getSql } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { captureLogsForTests } from "@/lib/log/logger";
import { runWithLogContext } from "@/lib/log/log-context";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// SLOW_QUERY_MS=0 makes every query slow: each one, through Prisma (its own and raw) or getSql(), is logged with its
// SQL text and duration on the request's log context, and never with its parameters' values.

const saved = process.env.SLOW_QUERY_MS;
afterEach(() => {
  if (saved === undefined) delete process.env.SLOW_QUERY_MS;
  else process.env.SLOW_QUERY_MS = saved;
  resetEnvForTests();
});

async function slowQueryLines(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line), "warn");
  try {
    await runWithLogContext({ requestId: "req-slow-query-1" }, run);
  } finally {
    restore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "slow query");
}

test("logs queries over the threshold with their SQL text, never the values", async () => {
  process.env.SLOW_QUERY_MS = "0";
  resetEnvForTests();
  const db = await getDb();
  const secretEmail = "slow.query.secret@example.com";

  const prismaLines = await slowQueryLines(() => db.user.findFirst({ where: { email: secretEmail }, select: { id: true } }));
  // Prisma runs a query outside a transaction in an async context of its own: that line has no request id.
  expect(prismaLines).toEqual([
    expect.objectContaining({
      level: "warn",
      durationMs: expect.any(Number),
      sql: expect.stringMatching(/SELECT[\s\S]*"User"[\s\S]*\$1/),
    }),
  ]);

  const inTransaction = await slowQueryLines(() =>
    db.$transaction(async (tx) => tx.$queryRawUnsafe('SELECT count(*)::int AS n FROM "User" WHERE email = $1', secretEmail)),
  );
  expect(inTransaction).toContainEqual(
    expect.objectContaining({ requestId: "req-slow-query-1", sql: 'SELECT count(*)::int AS n FROM "User" WHERE email = $1' }),
  );

  const sqlLines = await slowQueryLines(async () => (await getSql()).query("SELECT $1::text AS echoed", [secretEmail]));
  expect(sqlLines).toEqual([expect.objectContaining({ requestId: "req-slow-query-1", sql: "SELECT $1::text AS echoed" })]);

  expect(JSON.stringify([prismaLines, inTransaction, sqlLines])).not.toContain(secretEmail);
});

test("says nothing under the threshold", async () => {
  process.env.SLOW_QUERY_MS = "60000";
  resetEnvForTests();
  const db = await getDb();
  expect(await slowQueryLines(() => db.user.count())).toEqual([]);
});
