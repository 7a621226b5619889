import { MIN_GROUP_SIZE } from "./privacy-rules";
import { suppressPartition } from "./suppress-partition";

/** Eligible roster members (not removed) with one value of a dimension; `value` null for those without one. */
export type RosterGroup = { value: string | null; members: number };

const NO_VALUE = "\u0000none";

/**
 * The values of one dimension (departments, or locations) the dashboard may filter by, by name. A value is offered
 * when its group and the rest of the plan are each at least MIN_GROUP_SIZE eligible members (else the plan's figures
 * minus the group's would describe a small group). The values not offered, with the members who have none, are then
 * one hidden remainder, "total minus every offered group": while it holds fewer than MIN_GROUP_SIZE members (but some),
 * the smallest offered values are withheld too, as suppressPartition does for a split's cells.
 */
export function offerFilterValues(groups: readonly RosterGroup[]): string[] {
  const total = groups.reduce((sum, group) => sum + group.members, 0);
  // By name first, so that of two values the same size the same one is withheld every time.
  const cells = groups
    .filter((group) => group.members > 0)
    .map((group) => ({ key: group.value ?? NO_VALUE, count: group.members }))
    .sort((a, b) => a.key.localeCompare(b.key, "en"));
  const neverOffered = new Set(
    cells.filter((cell) => cell.key === NO_VALUE || total - cell.count < MIN_GROUP_SIZE).map((cell) => cell.key),
  );
  return suppressPartition(cells, { alsoHide: neverOffered })
    .filter((cell) => cell.count.value !== null)
    .map((cell) => cell.key);
}
