import { transactionFilterSchema } from "@/lib/transactions/transaction-filter";
import { filterFromSearchParams, filterToSearchParams } from "@/lib/transactions/transaction-filter-url";

// The page reads its URL without zod; each field must pass exactly when the server's schema accepts it.
describe("filterFromSearchParams", () => {
  test("reads every field of the URL contract", () => {
    const params = new URLSearchParams(
      "q=whole foods&account=a1&category=c1&from=2026-01-01&to=2026-02-01&min=10&max=50.25&status=pending&type=expense&tab=review",
    );
    expect(filterFromSearchParams(params)).toEqual({
      q: "whole foods",
      accountId: "a1",
      categoryId: "c1",
      from: "2026-01-01",
      to: "2026-02-01",
      minAmount: 10,
      maxAmount: 50.25,
      status: "PENDING",
      type: "EXPENSE",
      needsReview: true,
    });
  });

  test.each([
    ["from", "2026-13-45"],
    ["from", "2026-1-1"],
    ["to", "yesterday"],
    ["min", "-5"],
    ["max", "100000001"],
    ["max", "1.234"],
    ["status", "lost"],
    ["type", "gift"],
  ])("leaves out %s=%s, as the schema refuses it", (name, value) => {
    expect(filterFromSearchParams(new URLSearchParams({ [name]: value }))).toEqual({});
  });

  test("agrees with the schema on each field it keeps", () => {
    const filter = filterFromSearchParams(new URLSearchParams("from=2024-02-29&max=100000000&q=" + "x".repeat(120)));
    expect(filter).toEqual({ from: "2024-02-29", maxAmount: 100_000_000, q: "x".repeat(100) });
    for (const [key, value] of Object.entries(filter)) {
      expect(transactionFilterSchema.safeParse({ [key]: value }).success).toBe(true);
    }
  });

  test("keeps a reversed range's start and drops its end", () => {
    expect(filterFromSearchParams(new URLSearchParams("from=2026-03-01&to=2026-02-01&min=50&max=10"))).toEqual({
      from: "2026-03-01",
      minAmount: 50,
    });
  });

  test("writes back the URL it reads", () => {
    const text = "q=rent&account=a1&from=2026-01-01&min=10&status=posted&type=income&tab=review";
    expect(filterToSearchParams(filterFromSearchParams(new URLSearchParams(text))).toString()).toBe(text);
  });
});
