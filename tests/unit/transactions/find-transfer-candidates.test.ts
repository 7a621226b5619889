import { findTransferCandidates, type TransferSide } from "@/lib/transactions/find-transfer-candidates";

const side = (id: string, cents: number, day: number, account: string, transferLike = false): TransferSide => ({
  id,
  cents,
  day,
  account,
  transferLike,
});

describe("findTransferCandidates", () => {
  const payment = side("payment", 30000, 100, "checking", true);

  test("the opposite amount on another account within 3 days, one side a transfer", () => {
    const received = side("received", -30000, 102, "card");
    expect(findTransferCandidates({ batch: [payment], others: [payment, received] })).toEqual([{ ids: ["payment", "received"], gap: 2 }]);
  });

  test("the other side alone may be the transfer", () => {
    const out = side("out", 5000, 10, "checking");
    const into = side("in", -5000, 10, "savings", true);
    expect(findTransferCandidates({ batch: [out], others: [into] })).toEqual([{ ids: ["out", "in"], gap: 0 }]);
  });

  test("not a candidate: same account, 4 days apart, a different amount, neither side a transfer, or a zero amount", () => {
    const others = [
      side("same-account", -30000, 100, "checking", true),
      side("too-late", -30000, 104, "card", true),
      side("other-amount", -29999, 100, "card", true),
      side("plain", 1200, 50, "card"),
    ];
    expect(findTransferCandidates({ batch: [payment], others })).toEqual([]);
    expect(findTransferCandidates({ batch: [side("refund", -1200, 50, "checking")], others })).toEqual([]);
    expect(findTransferCandidates({ batch: [side("zero", 0, 1, "checking", true)], others: [side("zero-b", 0, 1, "card", true)] })).toEqual([]);
  });

  test("every candidate is listed, the choice is left to pickTransferPairs", () => {
    const others = [side("near", -30000, 101, "card"), side("far", -30000, 97, "savings")];
    expect(findTransferCandidates({ batch: [payment], others })).toEqual([
      { ids: ["payment", "near"], gap: 1 },
      { ids: ["payment", "far"], gap: 3 },
    ]);
  });
});
