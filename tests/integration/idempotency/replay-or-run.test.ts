import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { markEffectsOf } from "@/lib/idempotency/mark-effects";
import { ANSWER_LOST, replayOrRun } from "@/lib/idempotency/replay-or-run";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

function counter(body: unknown = { data: { sendThing: { error: null } } }, status = 200) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async () => {
      runs += 1;
      return Response.json(body, { status });
    },
  };
}

describe("replayOrRun: a retried mutation does not act twice", () => {
  test("the same key runs once and the retry gets the first answer", async () => {
    const key = randomUUID();
    const action = counter();
    const first = await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: action.run });
    const second = await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: action.run });
    expect(first.kind).toBe("ran");
    expect(second).toEqual({ kind: "replayed", stored: { status: 200, body: { data: { sendThing: { error: null } } } } });
    expect(action.runs).toBe(1);
  });

  test("keys belong to their user: another user's identical key runs on its own", async () => {
    const key = randomUUID();
    const action = counter();
    await replayOrRun({ scope: "user-a", key, operationName: "sendThing", run: action.run });
    const other = await replayOrRun({ scope: "user-b", key, operationName: "sendThing", run: action.run });
    expect(other.kind).toBe("ran");
    expect(action.runs).toBe(2);
  });

  test("a key reused for a different operation is refused", async () => {
    const key = randomUUID();
    await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: counter().run });
    const reused = await replayOrRun({ scope: "user-1", key, operationName: "deleteThing", run: counter().run });
    expect(reused.kind).toBe("key-reused");
  });

  test("a concurrent duplicate is told the first is still running, and nothing runs twice", async () => {
    const key = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await gate;
      return Response.json({ data: { sendThing: { error: null } } });
    };
    const first = replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: slow });
    // Let the first claim the key before the duplicate arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const duplicate = await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: slow });
    release();
    expect(duplicate.kind).toBe("in-progress");
    expect((await first).kind).toBe("ran");
    expect(runs).toBe(1);
  });

  test("an attempt that did not complete releases the key so the retry really runs", async () => {
    const key = randomUUID();
    await expect(
      replayOrRun({
        scope: "user-1",
        key,
        operationName: "sendThing",
        run: async () => {
          throw new Error("connection reset");
        },
      }),
    ).rejects.toThrow("connection reset");

    const withErrors = counter({ data: null, errors: [{ message: "Unexpected error." }] });
    expect((await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: withErrors.run })).kind).toBe("ran");

    const success = counter();
    expect((await replayOrRun({ scope: "user-1", key, operationName: "sendThing", run: success.run })).kind).toBe("ran");
    expect(success.runs).toBe(1);
  });
});

describe("replayOrRun: an attempt whose instance died half-way", () => {
  // What a killed instance leaves behind: its claim, PENDING, with a lease nobody renews any more.
  async function diedHoldingTheKey({ scope, key, wrote }: { scope: string; key: string; wrote: boolean }) {
    const db = await getDb();
    const record = await db.idempotencyRecord.create({
      data: {
        scope,
        key,
        operationName: "createThing",
        status: "PENDING",
        lockedUntil: new Date(Date.now() - 1),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    if (wrote) {
      // Its write and the mark committed together, through the same wrapped client every operation uses.
      await markEffectsOf(record.id, () =>
        db.$transaction(async (tx) => {
          await tx.auditLog.create({ data: { action: `test.${key}`, actorUserId: null } });
        }),
      );
    }
    return record;
  }

  async function effects(key: string) {
    return (await getDb()).auditLog.count({ where: { action: `test.${key}` } });
  }

  const createThing = (key: string) => async () => {
    await (await getDb()).auditLog.create({ data: { action: `test.${key}`, actorUserId: null } });
    return Response.json({ data: { createThing: { error: null } } });
  };

  test("its writes never committed: the retry takes over and runs it, once", async () => {
    const key = randomUUID();
    await diedHoldingTheKey({ scope: "user-1", key, wrote: false });
    const retry = await replayOrRun({ scope: "user-1", key, operationName: "createThing", run: createThing(key) });
    expect(retry.kind).toBe("ran");
    expect(await effects(key)).toBe(1);
    const again = await replayOrRun({ scope: "user-1", key, operationName: "createThing", run: createThing(key) });
    expect(again.kind).toBe("replayed");
    expect(await effects(key)).toBe(1);
  });

  test("its writes committed: the retry is told it was done, and nothing runs twice", async () => {
    const key = randomUUID();
    await diedHoldingTheKey({ scope: "user-1", key, wrote: true });
    expect(await effects(key)).toBe(1);
    const retry = await replayOrRun({ scope: "user-1", key, operationName: "createThing", run: createThing(key) });
    expect(retry).toEqual({ kind: "replayed", stored: ANSWER_LOST });
    expect(await effects(key)).toBe(1);
  });

  test("a lone write (no transaction of its own) is marked with it too", async () => {
    const key = randomUUID();
    const record = await diedHoldingTheKey({ scope: "user-1", key, wrote: false });
    await markEffectsOf(record.id, createThing(key));
    const marked = await (await getDb()).idempotencyRecord.findUniqueOrThrow({ where: { id: record.id } });
    expect(marked.effectCommittedAt).not.toBeNull();
  });

  test("reads mark nothing, and a rolled-back write leaves the key free for the retry", async () => {
    const key = randomUUID();
    const record = await diedHoldingTheKey({ scope: "user-1", key, wrote: false });
    const db = await getDb();
    await markEffectsOf(record.id, async () => {
      await db.user.count();
      await db
        .$transaction(async (tx) => {
          await tx.auditLog.create({ data: { action: `test.${key}`, actorUserId: null } });
          throw new Error("half-way failure");
        })
        .catch(() => {});
    });
    const unmarked = await db.idempotencyRecord.findUniqueOrThrow({ where: { id: record.id } });
    expect(unmarked.effectCommittedAt).toBeNull();
    expect(await effects(key)).toBe(0);
  });

  test("while the first attempt still renews its lease, a retry waits", async () => {
    const key = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = replayOrRun({
      scope: "user-1",
      key,
      operationName: "createThing",
      run: async () => {
        await gate;
        return createThing(key)();
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const retry = await replayOrRun({ scope: "user-1", key, operationName: "createThing", run: createThing(key) });
    expect(retry.kind).toBe("in-progress");
    release();
    await first;
    expect(await effects(key)).toBe(1);
  });
});
