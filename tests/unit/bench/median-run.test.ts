import { medianRun } from "@/scripts/bench/median-run.mjs";

const run = (name: string, performance: number | null) => ({ name, scores: { performance } });

describe("medianRun", () => {
  test("takes the middle run by performance score, whatever the order the runs came in", () => {
    expect(medianRun([run("a", 91), run("b", 98), run("c", 88)]).name).toBe("a");
    expect(medianRun([run("a", 98), run("b", 88), run("c", 91)]).name).toBe("c");
  });

  test("takes the lower middle run of an even number, so a flaky page is not reported better than it is", () => {
    expect(medianRun([run("a", 99), run("b", 80), run("c", 95), run("d", 90)]).name).toBe("d");
  });

  test("ranks a run without a score (an errored run) lowest", () => {
    expect(medianRun([run("a", null), run("b", 97), run("c", 96)]).name).toBe("c");
    expect(medianRun([run("a", null), run("b", null), run("c", 96)]).name).toBe("b");
  });

  test("keeps the runs' order among equal scores", () => {
    expect(medianRun([run("a", 95), run("b", 95), run("c", 95)]).name).toBe("b");
  });

  test("returns the only run, and refuses none", () => {
    expect(medianRun([run("a", 50)]).name).toBe("a");
    expect(() => medianRun([])).toThrow("at least one run");
  });
});
