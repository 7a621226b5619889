import { valueAxis } from "@/components/health/value-axis";

const labels = (values: number[]) => {
  const axis = valueAxis(values);
  return axis.ticks.map(axis.label);
};

describe("valueAxis (the money axis of the history charts)", () => {
  test.each([
    ["one value", [33_245]],
    ["a flat series", [33_245, 33_245, 33_245]],
    ["values close together", [33_210, 33_240, 33_262]],
    ["a flat zero", [0, 0]],
    ["a debt that shrinks", [-12_400, -12_100, -11_950]],
    ["millions", [1_250_000, 1_262_000]],
  ])("%s: every tick has its own label", (_name, values) => {
    const shown = labels(values);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shown).size).toBe(shown.length);
  });

  test("the ticks cover every value and the domain is the first and last tick", () => {
    const values = [48_100, 50_000, 55_250.5];
    const { ticks, domain } = valueAxis(values);
    expect(domain).toEqual([ticks[0], ticks.at(-1)]);
    expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  test("compact labels where they stay distinct, whole dollars where they would repeat", () => {
    expect(labels([40_000, 60_000])).toEqual(["$40k", "$45k", "$50k", "$55k", "$60k"]);
    expect(labels([33_245])).toEqual(["$31k", "$32k", "$33k", "$34k", "$35k"]);
    expect(labels([33_210, 33_262])).toEqual(["$33,200", "$33,220", "$33,240", "$33,260", "$33,280"]);
  });
});
