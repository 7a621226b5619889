import { mergeTimeSeries } from "@/lib/investing/performance/merge-time-series";

describe("mergeTimeSeries (002 §4: carry the latest earlier external value forward)", () => {
  const days = (...dates: string[]) => dates.map((date) => ({ date }));

  test("each internal date takes the external value on or before it", () => {
    const merged = mergeTimeSeries({
      internal: days("2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"),
      external: [
        { date: "2026-11-02", value: "10.00" },
        { date: "2026-11-04", value: "12.00" },
      ],
    });
    expect(merged).toEqual([
      { date: "2026-11-02", value: "10.00" },
      { date: "2026-11-03", value: "10.00" },
      { date: "2026-11-04", value: "12.00" },
      { date: "2026-11-05", value: "12.00" },
    ]);
  });

  test("internal dates before the first external value are left out; an external value before the series is carried in", () => {
    expect(
      mergeTimeSeries({ internal: days("2026-11-01", "2026-11-02", "2026-11-03"), external: [{ date: "2026-11-02", value: 5 }] }),
    ).toEqual([
      { date: "2026-11-02", value: 5 },
      { date: "2026-11-03", value: 5 },
    ]);
    expect(mergeTimeSeries({ internal: days("2026-11-10"), external: [{ date: "2026-10-31", value: 7 }] })).toEqual([{ date: "2026-11-10", value: 7 }]);
  });

  test("order of the inputs does not matter; internal fields are kept; empty inputs give nothing", () => {
    const merged = mergeTimeSeries({
      internal: [{ date: "2026-11-03", label: "b" }, { date: "2026-11-01", label: "a" }],
      external: [{ date: "2026-11-02", value: 2 }, { date: "2026-11-01", value: 1 }],
    });
    expect(merged).toEqual([{ date: "2026-11-01", label: "a", value: 1 }, { date: "2026-11-03", label: "b", value: 2 }]);
    expect(mergeTimeSeries({ internal: [], external: [{ date: "2026-11-01", value: 1 }] })).toEqual([]);
    expect(mergeTimeSeries({ internal: days("2026-11-01"), external: [] })).toEqual([]);
  });
});
