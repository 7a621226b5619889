import { planRebalanceOrders } from "@/lib/investing/rebalance/plan-rebalance-orders";

const sixtyForty = [
  { symbol: "VTI", weightBasisPoints: 6_000 },
  { symbol: "BND", weightBasisPoints: 4_000 },
];

describe("the orders that bring an account to its model", () => {
  test("a first deposit is spread by the model's weights", () => {
    expect(planRebalanceOrders({ cashCents: 50_000, holdings: [], targets: sixtyForty, fullRebalance: false })).toEqual([
      { symbol: "BND", side: "BUY", notionalCents: 20_000 },
      { symbol: "VTI", side: "BUY", notionalCents: 30_000 },
    ]);
  });

  test("new money goes to the funds below their target, without selling anything", () => {
    const orders = planRebalanceOrders({
      cashCents: 10_000,
      holdings: [
        { symbol: "VTI", valueCents: 70_000 },
        { symbol: "BND", valueCents: 30_000 },
      ],
      targets: sixtyForty,
      fullRebalance: false,
    });
    // Total 110,000: BND's target is 44,000, 14,000 short; VTI is over. All 10,000 goes to BND.
    expect(orders).toEqual([{ symbol: "BND", side: "BUY", notionalCents: 10_000 }]);
  });

  test("a portfolio change sells what the new model holds less of (or not at all) and buys the rest", () => {
    const orders = planRebalanceOrders({
      cashCents: 0,
      holdings: [
        { symbol: "VTI", valueCents: 90_000 },
        { symbol: "VXUS", valueCents: 10_000 },
      ],
      targets: sixtyForty,
      fullRebalance: true,
    });
    expect(orders).toEqual([
      { symbol: "VTI", side: "SELL", notionalCents: 30_000 },
      { symbol: "VXUS", side: "SELL", notionalCents: 10_000 },
      { symbol: "BND", side: "BUY", notionalCents: 40_000 },
    ]);
  });

  test("orders under a dollar are left out; never more is bought than the cash", () => {
    expect(planRebalanceOrders({ cashCents: 150, holdings: [], targets: sixtyForty, fullRebalance: false })).toEqual([]);
    const orders = planRebalanceOrders({ cashCents: 10_001, holdings: [], targets: sixtyForty, fullRebalance: false });
    expect(orders.reduce((sum, order) => sum + order.notionalCents, 0)).toBeLessThanOrEqual(10_001);
  });
});
