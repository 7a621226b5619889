import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
const RECORD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export type StoredResponse = { status: number; body: unknown };

export type IdempotentOutcome =
  | { kind: "ran"; response: Response }
  | { kind: "replayed"; stored: StoredResponse }
  | { kind: "in-progress" }
  | { kind: "key-reused" };

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Runs a mutation once per (scope, key). A retry of the same request gets the first answer back instead of acting
 * twice; a retry that arrives while the first is still running is told so. A first attempt that did not complete
 * (an exception, a non-2xx answer, or GraphQL errors) releases the key, so the retry really runs.
 */
export async function replayOrRun({
  scope,
  key,
  operationName,
  run,
}: {
  scope: string;
  key: string;
  operationName: string;
  run: () => Promise<Response>;
}): Promise<IdempotentOutcome> {
  const db = await getDb();
  const now = new Date();
  await db.idempotencyRecord.deleteMany({ where: { scope, key, expiresAt: { lt: now } } });
  const claimed = await db.idempotencyRecord.createMany({
    data: [
      {
        id: randomUUID(),
        scope,
        key,
        operationName,
        status: "PENDING",
        expiresAt: new Date(now.getTime() + RECORD_LIFETIME_MS),
      },
    ],
    skipDuplicates: true,
  });

  if (claimed.count === 0) {
    const existing = await db.idempotencyRecord.findUnique({
      where: { scope_key: { scope, key } },
      select: { operationName: true, status: true, responseBody: true },
    });
    if (!existing) return { kind: "in-progress" };
    if (existing.operationName !== operationName) return { kind: "key-reused" };
    if (existing.status === "PENDING") return { kind: "in-progress" };
    return { kind: "replayed", stored: existing.responseBody as StoredResponse };
  }

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await db.idempotencyRecord.deleteMany({ where: { scope, key } });
    throw error;
  }
  if (!response.ok) {
    await db.idempotencyRecord.deleteMany({ where: { scope, key } });
    return { kind: "ran", response };
  }
  const body: unknown = await response.clone().json();
  if (typeof body === "object" && body !== null && "errors" in body) {
    // The operation did not complete (e.g. a masked unexpected error): let a retry run it again.
    await db.idempotencyRecord.deleteMany({ where: { scope, key } });
    return { kind: "ran", response };
  }
  const stored: StoredResponse = { status: response.status, body };
  await db.idempotencyRecord.update({
    where: { scope_key: { scope, key } },
    data: { status: "DONE", responseBody: stored as object },
  });
  return { kind: "ran", response };
}
