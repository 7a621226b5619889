import { pickTransferPairs } from "@/lib/transactions/pick-transfer-pairs";

describe("pickTransferPairs", () => {
  test("one candidate is one pair", () => {
    expect(pickTransferPairs([{ ids: ["out", "in"], gap: 1 }])).toEqual([["in", "out"]]);
  });

  test("the closest date wins when a transaction has several candidates", () => {
    const pairs = pickTransferPairs([
      { ids: ["payment", "card-far"], gap: 3 },
      { ids: ["payment", "card-near"], gap: 1 },
    ]);
    expect(pairs).toEqual([["card-near", "payment"]]);
  });

  test("equally close candidates: the smaller id, whatever the order they come in", () => {
    const candidates = [
      { ids: ["payment", "card-b"] as const, gap: 2 },
      { ids: ["payment", "card-a"] as const, gap: 2 },
    ];
    expect(pickTransferPairs(candidates)).toEqual([["card-a", "payment"]]);
    expect(pickTransferPairs([...candidates].reverse())).toEqual([["card-a", "payment"]]);
  });

  test("each transaction joins one pair at most; the others still pair among themselves", () => {
    const pairs = pickTransferPairs([
      { ids: ["a-out", "b-in"], gap: 0 },
      { ids: ["a-out", "c-in"], gap: 1 },
      { ids: ["d-out", "c-in"], gap: 2 },
    ]);
    expect(pairs).toEqual([
      ["a-out", "b-in"],
      ["c-in", "d-out"],
    ]);
  });

  test("the same candidate seen from both sides is one pair", () => {
    expect(pickTransferPairs([{ ids: ["x", "y"], gap: 0 }, { ids: ["y", "x"], gap: 0 }])).toEqual([["x", "y"]]);
  });

  test("no candidates, no pairs", () => {
    expect(pickTransferPairs([])).toEqual([]);
  });
});
