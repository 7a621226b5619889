import { offerFilterValues, type RosterGroup } from "@/lib/plan-insights/offer-filter-values";
import { planInsightFilterSchema } from "@/lib/plan-insights/plan-insight-filter";
import { suppressPartitionBeside } from "@/lib/plan-insights/suppress-partition-beside";

// Which departments and locations the employer's dashboard offers as filters (issue 14): a group of ten or more with
// ten or more others in the plan, and never a set of offered groups that leaves a small remainder to subtract.

const groups = (counts: Record<string, number>, withoutValue = 0): RosterGroup[] => [
  ...Object.entries(counts).map(([value, members]) => ({ value, members })),
  ...(withoutValue ? [{ value: null, members: withoutValue }] : []),
];

test("groups of ten or more, with ten or more others, are offered by name", () => {
  expect(offerFilterValues(groups({ Sales: 12, Finance: 30, Warehouse: 10 }))).toEqual(["Finance", "Sales", "Warehouse"]);
});

test("a group of nine is not offered, and the next smallest is withheld with it so the total minus the shown is not nine", () => {
  expect(offerFilterValues(groups({ Sales: 9, Finance: 30, Warehouse: 12, Operations: 14 }))).toEqual(["Finance", "Operations"]);
});

test("two small groups that hold ten or more together are left out alone", () => {
  expect(offerFilterValues(groups({ Sales: 6, Legal: 5, Finance: 30, Warehouse: 12 }))).toEqual(["Finance", "Warehouse"]);
});

test("members without a value count as a hidden group: a few of them withhold the smallest value", () => {
  expect(offerFilterValues(groups({ Finance: 30, Warehouse: 12, Operations: 14 }, 3))).toEqual(["Finance", "Operations"]);
  expect(offerFilterValues(groups({ Finance: 30, Warehouse: 12 }, 10))).toEqual(["Finance", "Warehouse"]);
});

test("a group whose rest of the plan is under ten is not offered (the plan minus it would be that small rest)", () => {
  expect(offerFilterValues(groups({ Finance: 40, Sales: 9 }))).toEqual([]);
  expect(offerFilterValues(groups({ Finance: 40 }, 5))).toEqual([]);
  expect(offerFilterValues(groups({ Finance: 40 }))).toEqual([]);
});

test("walking small rosters: the members of values not offered are never 1 to 9, and every offered group and its rest are ten or more", () => {
  for (let a = 1; a < 30; a += 4) {
    for (let b = 1; b < 30; b += 3) {
      for (let c = 0; c < 20; c += 2) {
        for (const none of [0, 1, 4, 11]) {
          const counts: Record<string, number> = { A: a, B: b, ...(c ? { C: c } : {}) };
          const offered = offerFilterValues(groups(counts, none));
          const total = a + b + c + none;
          const remainder = total - offered.reduce((sum, value) => sum + counts[value]!, 0);
          if (offered.length) expect(remainder === 0 || remainder >= 10 ? "safe" : `leaks ${remainder}`).toBe("safe");
          for (const value of offered) expect(Math.min(counts[value]!, total - counts[value]!)).toBeGreaterThanOrEqual(10);
        }
      }
    }
  }
});

test("a split of a group hides a cell wherever the rest's same cell is small, and each side's hidden cells hold ten", () => {
  const group = [
    { key: "a", count: 30 },
    { key: "b", count: 20 },
    { key: "c", count: 15 },
  ];
  const rest = [
    { key: "a", count: 40 },
    { key: "b", count: 4 }, // plan's b minus the group's b would give these 4 back
    { key: "c", count: 25 },
  ];
  const shown = Object.fromEntries(suppressPartitionBeside(group, rest).map((cell) => [cell.key, cell.count.value]));
  // b is hidden for the rest's sake, and c with it (the rest's hidden cells must hold ten too): so in the group.
  expect(shown).toEqual({ a: 30, b: null, c: null });
});

test("the filter arguments: one of department or location, trimmed; none is the whole plan", () => {
  expect(planInsightFilterSchema.parse({ department: " Sales " })).toEqual({ dimension: "department", value: "Sales" });
  expect(planInsightFilterSchema.parse({ location: "Austin", department: "" })).toEqual({ dimension: "location", value: "Austin" });
  expect(planInsightFilterSchema.parse({})).toBeNull();
  expect(planInsightFilterSchema.safeParse({ department: "Sales", location: "Austin" }).success).toBe(false);
});
