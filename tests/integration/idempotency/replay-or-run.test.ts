import { randomUUID } from "node:crypto";
import { replayOrRun } from "@/lib/idempotency/replay-or-run";
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
