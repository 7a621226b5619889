import { MIN_GROUP_SIZE } from "./privacy-rules";
import { suppressPartition } from "./suppress-partition";

/** Eligible roster members (not removed) with one value of a dimension; `value` null for those without one. */
export type RosterGroup = { value: string | null; members: number };
/** The eligible roster counted by department, by location, and by both (what a department and a location share). */
export type RosterGroups = {
  department: RosterGroup[];
  location: RosterGroup[];
  both: Array<{ department: string | null; location: string | null; members: number }>;
};
export type OfferedFilters = { departments: string[]; locations: string[] };

const NO_VALUE = "\u0000none";

/**
 * The departments and locations the dashboard may filter by, each by name.
 *
 * Within a dimension, a value is offered when its group and the rest of the plan are each at least MIN_GROUP_SIZE
 * eligible members (else the plan's figures minus the group's would describe a small group). The values not offered,
 * with the members who have none, are one hidden remainder, "total minus every offered group": while it holds 1 to 9
 * members the smallest offered values are withheld too, as suppressPartition does for a split's cells.
 *
 * Across the two: a location's figures minus a department's describe those in one and not the other, so for every
 * offered pair the members only in the department and those only in the location must each be none or at least
 * MIN_GROUP_SIZE (a department of 12 inside a location of 15 would give the other 3 away). Otherwise the smaller of
 * the two is withheld, and the rule runs again until nothing changes.
 */
export function offerFilterValues(roster: RosterGroups): OfferedFilters {
  const withheld = { department: new Set<string>(), location: new Set<string>() };
  for (;;) {
    const departments = offerDimension(roster.department, withheld.department);
    const locations = offerDimension(roster.location, withheld.location);
    const clash = firstClash(roster, departments, locations);
    if (!clash) return { departments, locations };
    withheld[clash.dimension].add(clash.value);
  }
}

function offerDimension(groups: readonly RosterGroup[], withheld: ReadonlySet<string>): string[] {
  const total = groups.reduce((sum, group) => sum + group.members, 0);
  // By name first, so that of two values the same size the same one is withheld every time.
  const cells = groups
    .filter((group) => group.members > 0)
    .map((group) => ({ key: group.value ?? NO_VALUE, count: group.members }))
    .sort((a, b) => a.key.localeCompare(b.key, "en"));
  const neverOffered = new Set(
    cells
      .filter((cell) => cell.key === NO_VALUE || withheld.has(cell.key) || total - cell.count < MIN_GROUP_SIZE)
      .map((cell) => cell.key),
  );
  return suppressPartition(cells, { alsoHide: neverOffered })
    .filter((cell) => cell.count.value !== null)
    .map((cell) => cell.key);
}

function firstClash(
  roster: RosterGroups,
  departments: string[],
  locations: string[],
): { dimension: "department" | "location"; value: string } | null {
  const size = (groups: RosterGroup[], value: string) => groups.find((group) => group.value === value)?.members ?? 0;
  for (const department of departments) {
    for (const location of locations) {
      const shared = roster.both.find((cell) => cell.department === department && cell.location === location)?.members ?? 0;
      const onlyDepartment = size(roster.department, department) - shared;
      const onlyLocation = size(roster.location, location) - shared;
      const isSmall = (count: number) => count > 0 && count < MIN_GROUP_SIZE;
      if (!isSmall(onlyDepartment) && !isSmall(onlyLocation)) continue;
      return size(roster.department, department) <= size(roster.location, location)
        ? { dimension: "department", value: department }
        : { dimension: "location", value: location };
    }
  }
  return null;
}
