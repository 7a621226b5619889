import { matchPendingTransactions, type PendingRow, type PostedArrival } from "@/lib/bank-linking/match-pending-transactions";

const pending = (overrides: Partial<PendingRow> & { id: string }): PendingRow => ({
  plaidTransactionId: `p-${overrides.id}`,
  account: "checking",
  amount: "40.00",
  date: "2026-03-10",
  merchantKey: "the local bistro",
  ...overrides,
});

const posted = (overrides: Partial<PostedArrival> & { transactionId: string }): PostedArrival => ({
  pendingTransactionId: null,
  account: "checking",
  amount: "40.00",
  date: "2026-03-12",
  merchantKey: "the local bistro",
  ...overrides,
});

describe("matchPendingTransactions", () => {
  test("the provider's pending id wins, whatever the amount and date", () => {
    const matches = matchPendingTransactions({
      pending: [pending({ id: "a" }), pending({ id: "b", amount: "10.00", date: "2026-02-01" })],
      posted: [posted({ transactionId: "x", pendingTransactionId: "p-b" })],
    });
    expect([...matches]).toEqual([["x", "b"]]);
  });

  test("without one: same account, amount within 10 % and date within 5 days", () => {
    const rows = [pending({ id: "a", amount: "40.00", date: "2026-03-10" })];
    const match = (arrival: Partial<PostedArrival>) =>
      matchPendingTransactions({ pending: rows, posted: [posted({ transactionId: "x", ...arrival })] }).get("x");
    expect(match({ amount: "44.00" })).toBe("a"); // a tip: exactly 10 %
    expect(match({ amount: "36.00", date: "2026-03-15" })).toBe("a");
    expect(match({ amount: "44.01" })).toBeUndefined();
    expect(match({ date: "2026-03-16" })).toBeUndefined();
    expect(match({ account: "card" })).toBeUndefined();
    expect(match({ amount: "-40.00" })).toBeUndefined(); // a refund is not the purchase posting
  });

  test("a pending row is replaced once; the same merchant, then the nearest amount, then the nearest date wins", () => {
    const matches = matchPendingTransactions({
      pending: [
        pending({ id: "far", amount: "41.00", merchantKey: "shell" }),
        pending({ id: "near", amount: "39.00" }),
        pending({ id: "exact", amount: "40.00", merchantKey: "shell" }),
      ],
      posted: [posted({ transactionId: "x" }), posted({ transactionId: "y" }), posted({ transactionId: "z", merchantKey: "shell" })],
    });
    expect(matches.get("x")).toBe("near");
    expect(matches.get("y")).toBe("exact");
    expect(matches.get("z")).toBe("far");
    expect(new Set(matches.values()).size).toBe(3);
  });

  test("a posted arrival naming a pending row another arrival took is matched by its figures instead", () => {
    const matches = matchPendingTransactions({
      pending: [pending({ id: "a" })],
      posted: [posted({ transactionId: "x", pendingTransactionId: "p-a" }), posted({ transactionId: "y", pendingTransactionId: "p-a" })],
    });
    expect([...matches]).toEqual([["x", "a"]]);
  });
});
