import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { markEffectsOf } from "@/lib/idempotency/mark-effects";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
const RECORD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
// The running attempt holds its key this long and renews it a few times a lease; a retry finding the lease run out
// knows the attempt died (its instance was killed) and takes over.
export const LEASE_MS = 10_000;
const RENEW_EVERY_MS = LEASE_MS / 3;

/** The answer to a retry whose first attempt took effect, then died before it could answer. */
export const ANSWER_LOST: StoredResponse = {
  status: 409,
  body: {
    errors: [
      {
        message: "This request was already completed. Reload to see the result.",
        extensions: { code: "ALREADY_COMPLETED" },
      },
    ],
  },
};

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
 * (an exception, a non-2xx answer, or GraphQL errors) releases the key, so the retry really runs, unless its writes
 * were committed. A first attempt that died half-way (its lease ran out) is taken over: run again when none of its
 * writes were committed, answered as completed when they were (lib/idempotency/mark-effects.ts marks them).
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
  let recordId: string = randomUUID();
  const claimed = await db.idempotencyRecord.createMany({
    data: [
      {
        id: recordId,
        scope,
        key,
        operationName,
        status: "PENDING",
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        expiresAt: new Date(now.getTime() + RECORD_LIFETIME_MS),
      },
    ],
    skipDuplicates: true,
  });
  if (claimed.count === 0) {
    const existing = await db.idempotencyRecord.findUnique({
      where: { scope_key: { scope, key } },
      select: { id: true, operationName: true, status: true, responseBody: true, lockedUntil: true, effectCommittedAt: true },
    });
    if (!existing) return { kind: "in-progress" };
    if (existing.operationName !== operationName) return { kind: "key-reused" };
    if (existing.status === "DONE") return { kind: "replayed", stored: existing.responseBody as StoredResponse };
    if (existing.lockedUntil && existing.lockedUntil > now) return { kind: "in-progress" };
    // The attempt that held the key stopped renewing it: it died. Only one retry may take over.
    const takenOver = await db.idempotencyRecord.updateMany({
      where: { id: existing.id, status: "PENDING", OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
      data: { lockedUntil: new Date(now.getTime() + LEASE_MS) },
    });
    if (takenOver.count === 0) return { kind: "in-progress" };
    if (existing.effectCommittedAt) {
      await db.idempotencyRecord.update({
        where: { id: existing.id },
        data: { status: "DONE", responseBody: ANSWER_LOST as object },
      });
      return { kind: "replayed", stored: ANSWER_LOST };
    }
    recordId = existing.id;
  }

  // Renewed from outside the attempt's context: the renewal is not one of its effects.
  const renewal = setInterval(() => {
    void db.idempotencyRecord
      .updateMany({
        where: { id: recordId, status: "PENDING" },
        data: { lockedUntil: new Date(Date.now() + LEASE_MS) },
      })
      .catch(() => {});
  }, RENEW_EVERY_MS);
  let response: Response;
  try {
    response = await markEffectsOf(recordId, run);
  } catch (error) {
    clearInterval(renewal);
    await releaseUnlessCommitted(recordId, ANSWER_LOST);
    throw error;
  }
  clearInterval(renewal);
  const body: unknown = response.ok ? await response.clone().json() : undefined;
  if (!response.ok || (typeof body === "object" && body !== null && "errors" in body)) {
    // The operation did not complete (e.g. a masked unexpected error): let a retry run it again, unless it wrote.
    const stored = { status: response.status, body: body ?? (await response.clone().json().catch(() => null)) };
    await releaseUnlessCommitted(recordId, stored);
    return { kind: "ran", response };
  }
  const stored: StoredResponse = { status: response.status, body };
  await db.idempotencyRecord.update({
    where: { id: recordId },
    data: { status: "DONE", responseBody: stored as object, lockedUntil: null },
  });
  return { kind: "ran", response };
}

/** A failed attempt frees its key for a retry, unless some of its writes were committed: then it answers for them. */
async function releaseUnlessCommitted(recordId: string, stored: StoredResponse): Promise<void> {
  const db = await getDb();
  const released = await db.idempotencyRecord.deleteMany({ where: { id: recordId, effectCommittedAt: null } });
  if (released.count === 0) {
    await db.idempotencyRecord.updateMany({
      where: { id: recordId },
      data: { status: "DONE", responseBody: stored as object, lockedUntil: null },
    });
  }
}
