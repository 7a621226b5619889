import { privateAverage, privateCount, privateShare, roundCount } from "@/lib/plan-insights/privacy-rules";
import { suppressPartition } from "@/lib/plan-insights/suppress-partition";

// What an employer may see (issue 14): groups under ten hidden, counts rounded to five, and a split's cells hidden
// together so that subtracting the shown ones from a total never gives a hidden one back.

const shown = (cells: Array<{ key: string; count: { value: number | null } }>) =>
  Object.fromEntries(cells.map((cell) => [cell.key, cell.count.value]));

test("a count under ten is hidden; others are rounded to the nearest five", () => {
  expect(privateCount(9)).toEqual({ value: null });
  expect(privateCount(10)).toEqual({ value: 10 });
  expect(privateCount(12)).toEqual({ value: 10 });
  expect(privateCount(13)).toEqual({ value: 15 });
  expect(roundCount(49_998)).toBe(50_000);
});

test("a share needs ten members counted and ten not counted; an average needs ten answers", () => {
  expect(privateShare(30, 40)).toBe(75);
  expect(privateShare(9, 40)).toBeNull();
  expect(privateShare(35, 40)).toBeNull(); // 5 without: that small group is not told
  expect(privateShare(10, 9)).toBeNull();
  expect(privateAverage(85, 10)).toBe(8.5);
  expect(privateAverage(80, 9)).toBeNull();
});

test("one small cell hides the next smallest too, so the total minus the shown cells is never under ten", () => {
  const cells = suppressPartition([
    { key: "a", count: 40 },
    { key: "b", count: 12 },
    { key: "c", count: 3 },
    { key: "d", count: 25 },
  ]);
  expect(shown(cells)).toEqual({ a: 40, b: null, c: null, d: 25 });
  const hiddenTogether = 12 + 3;
  expect(hiddenTogether).toBeGreaterThanOrEqual(10);
});

test("small cells that already add up to ten or more hide nothing else", () => {
  expect(shown(suppressPartition([
    { key: "a", count: 6 },
    { key: "b", count: 7 },
    { key: "c", count: 30 },
  ]))).toEqual({ a: null, b: null, c: 30 });
});

test("months with no one stay 0; a split with nothing small shows every cell", () => {
  expect(shown(suppressPartition([
    { key: "jan", count: 0 },
    { key: "feb", count: 20 },
    { key: "earlier", count: 11 },
  ]))).toEqual({ jan: 0, feb: 20, earlier: 10 });
});

test("for a financial split, empty bands are hidden too: 'everyone is in one band' is never told", () => {
  expect(shown(suppressPartition([
    { key: "low", count: 0 },
    { key: "mid", count: 14 },
    { key: "high", count: 0 },
  ], { zerosAreSensitive: true }))).toEqual({ low: null, mid: null, high: null });
  expect(shown(suppressPartition([
    { key: "low", count: 0 },
    { key: "mid", count: 14 },
    { key: "high", count: 11 },
  ], { zerosAreSensitive: true }))).toEqual({ low: null, mid: 15, high: null });
});

test("whatever the split, hidden cells hold zero or at least ten members together", () => {
  // A brute-force walk over small splits: the subtraction attack never recovers a group of 1 to 9.
  for (let a = 0; a < 25; a += 3) {
    for (let b = 0; b < 25; b += 4) {
      for (let c = 0; c < 25; c += 5) {
        for (const zerosAreSensitive of [false, true]) {
          const cells = suppressPartition([
            { key: "a", count: a },
            { key: "b", count: b },
            { key: "c", count: c },
          ], { zerosAreSensitive });
          const counts = { a, b, c } as Record<string, number>;
          const hiddenSum = cells.filter((cell) => cell.count.value === null).reduce((sum, cell) => sum + counts[cell.key]!, 0);
          const anyHidden = cells.some((cell) => cell.count.value === null);
          // With every cell hidden, the hidden sum is the total, which privateCount shows only from ten.
          const anyShown = cells.some((cell) => cell.count.value !== null);
          // A total under ten is itself hidden (privateCount), so there is nothing to subtract from.
          if (a + b + c >= 10 && anyHidden && anyShown && (zerosAreSensitive || hiddenSum > 0)) {
            expect(hiddenSum === 0 ? "all hidden" : hiddenSum >= 10 ? "safe" : `leaks ${hiddenSum}`).not.toMatch(/leaks/);
          }
        }
      }
    }
  }
});
