import { offerFilterValues, type RosterGroups } from "@/lib/plan-insights/offer-filter-values";
import { planInsightFilterSchema } from "@/lib/plan-insights/plan-insight-filter";
import { suppressPartitionBeside } from "@/lib/plan-insights/suppress-partition-beside";

// Which departments and locations the employer's dashboard offers as filters (issue 14): a group of ten or more with
// ten or more others in the plan, and never a set of offered groups that leaves a small remainder to subtract.

type Cell = [department: string | null, location: string | null, members: number];

/** The counts loadRosterGroups gives for a roster of these (department, location, members) cells. */
function roster(cells: Cell[]): RosterGroups {
  const sum = (pick: (cell: Cell) => string | null) => {
    const totals = new Map<string | null, number>();
    for (const cell of cells) totals.set(pick(cell), (totals.get(pick(cell)) ?? 0) + cell[2]);
    return [...totals].map(([value, members]) => ({ value, members }));
  };
  return {
    department: sum((cell) => cell[0]),
    location: sum((cell) => cell[1]),
    both: cells.map(([department, location, members]) => ({ department, location, members })),
  };
}

/** Departments only (nobody has a location). */
const departmentsOffered = (counts: Record<string, number>, withoutValue = 0) =>
  offerFilterValues(
    roster([...Object.entries(counts).map(([value, members]): Cell => [value, null, members]), ...(withoutValue ? [[null, null, withoutValue] as Cell] : [])]),
  ).departments;

test("groups of ten or more, with ten or more others, are offered by name", () => {
  expect(departmentsOffered({ Sales: 12, Finance: 30, Warehouse: 10 })).toEqual(["Finance", "Sales", "Warehouse"]);
});

test("a group of nine is not offered, and the next smallest is withheld with it so the total minus the shown is not nine", () => {
  expect(departmentsOffered({ Sales: 9, Finance: 30, Warehouse: 12, Operations: 14 })).toEqual(["Finance", "Operations"]);
});

test("two small groups that hold ten or more together are left out alone", () => {
  expect(departmentsOffered({ Sales: 6, Legal: 5, Finance: 30, Warehouse: 12 })).toEqual(["Finance", "Warehouse"]);
});

test("members without a value count as a hidden group: a few of them withhold the smallest value", () => {
  expect(departmentsOffered({ Finance: 30, Warehouse: 12, Operations: 14 }, 3)).toEqual(["Finance", "Operations"]);
  expect(departmentsOffered({ Finance: 30, Warehouse: 12 }, 10)).toEqual(["Finance", "Warehouse"]);
});

test("a group whose rest of the plan is under ten is not offered (the plan minus it would be that small rest)", () => {
  expect(departmentsOffered({ Finance: 40, Sales: 9 })).toEqual([]);
  expect(departmentsOffered({ Finance: 40 }, 5)).toEqual([]);
  expect(departmentsOffered({ Finance: 40 })).toEqual([]);
});

test("walking small rosters: the members of values not offered are never 1 to 9, and every offered group and its rest are ten or more", () => {
  for (let a = 1; a < 30; a += 4) {
    for (let b = 1; b < 30; b += 3) {
      for (let c = 0; c < 20; c += 2) {
        for (const none of [0, 1, 4, 11]) {
          const counts: Record<string, number> = { A: a, B: b, ...(c ? { C: c } : {}) };
          const offered = departmentsOffered(counts, none);
          const total = a + b + c + none;
          const remainder = total - offered.reduce((sum, value) => sum + counts[value]!, 0);
          if (offered.length) expect(remainder === 0 || remainder >= 10 ? "safe" : `leaks ${remainder}`).toBe("safe");
          for (const value of offered) expect(Math.min(counts[value]!, total - counts[value]!)).toBeGreaterThanOrEqual(10);
        }
      }
    }
  }
});

test("a department nested in a location with fewer than ten others is withheld (location minus department)", () => {
  // Sales (12) all in Austin (15): Austin's figures minus Sales' would be the 3 others in Austin.
  const nested = roster([["Sales", "Austin", 12], [null, "Austin", 3], ["Finance", "Dallas", 20], ["Support", "Dallas", 10]]);
  expect(offerFilterValues(nested)).toEqual({ departments: ["Finance", "Support"], locations: ["Austin", "Dallas"] });
  // With ten others in Austin, both stay.
  const wider = roster([["Sales", "Austin", 12], ["Legal", "Austin", 10], ["Finance", "Dallas", 20]]);
  expect(offerFilterValues(wider)).toEqual({ departments: ["Finance", "Legal", "Sales"], locations: ["Austin", "Dallas"] });
});

test("walking two dimensions: any offered department and location differ by none or by ten or more members each way", () => {
  for (let a = 0; a < 24; a += 5) {
    for (let b = 0; b < 24; b += 3) {
      for (let c = 0; c < 24; c += 7) {
        const cells: Cell[] = [["A", "X", 12], ["A", "Y", a], ["B", "X", b], ["B", "Y", 11], ["C", "X", c], [null, "Y", 4]];
        const built = roster(cells);
        const offered = offerFilterValues(built);
        for (const department of offered.departments) {
          for (const location of offered.locations) {
            const shared = built.both.find((cell) => cell.department === department && cell.location === location)?.members ?? 0;
            const only = [
              built.department.find((group) => group.value === department)!.members - shared,
              built.location.find((group) => group.value === location)!.members - shared,
            ];
            for (const count of only) expect(count === 0 || count >= 10 ? "safe" : `leaks ${count}`).toBe("safe");
          }
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
