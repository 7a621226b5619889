import { allocationDrift } from "@/lib/investing/performance/allocation-drift";

describe("allocationDrift", () => {
  const targets = [
    { symbol: "VTI", kind: "STOCK" as const, weightBasisPoints: 4000 },
    { symbol: "VXUS", kind: "STOCK" as const, weightBasisPoints: 2000 },
    { symbol: "BND", kind: "BOND" as const, weightBasisPoints: 4000 },
  ];

  test("actual minus target per fund and per stock/bond class", () => {
    const drift = allocationDrift({
      targets,
      positions: [
        { symbol: "VTI", marketValue: "500.00" },
        { symbol: "VXUS", marketValue: "200.00" },
        { symbol: "BND", marketValue: "300.00" },
      ],
    });
    expect(drift.funds).toEqual([
      { symbol: "VTI", kind: "STOCK", targetBasisPoints: 4000, actualBasisPoints: 5000, driftBasisPoints: 1000 },
      { symbol: "VXUS", kind: "STOCK", targetBasisPoints: 2000, actualBasisPoints: 2000, driftBasisPoints: 0 },
      { symbol: "BND", kind: "BOND", targetBasisPoints: 4000, actualBasisPoints: 3000, driftBasisPoints: -1000 },
    ]);
    expect(drift.classes).toEqual([
      { kind: "STOCK", targetBasisPoints: 6000, actualBasisPoints: 7000, driftBasisPoints: 1000 },
      { kind: "BOND", targetBasisPoints: 4000, actualBasisPoints: 3000, driftBasisPoints: -1000 },
    ]);
  });

  test("a fund outside the model has target 0; a missing fund is all drift down", () => {
    const drift = allocationDrift({ targets, positions: [{ symbol: "VTI", marketValue: "75.00" }, { symbol: "VNQ", marketValue: "25.00" }] });
    expect(drift.funds.map((fund) => [fund.symbol, fund.actualBasisPoints, fund.driftBasisPoints])).toEqual([
      ["VTI", 7500, 3500],
      ["VXUS", 0, -2000],
      ["BND", 0, -4000],
      ["VNQ", 2500, 2500],
    ]);
  });

  test("nothing invested is all zero actual", () => {
    const drift = allocationDrift({ targets, positions: [] });
    expect(drift.funds.every((fund) => fund.actualBasisPoints === 0)).toBe(true);
    expect(drift.classes.map((row) => row.driftBasisPoints)).toEqual([-6000, -4000]);
  });
});
