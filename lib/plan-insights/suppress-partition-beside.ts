import type { PrivateCount } from "./privacy-rules";
import { suppressPartition } from "./suppress-partition";

/**
 * A split (health bands, new members by month) of a filtered group, beside the same split of the rest of the plan:
 * the plan's own view shows each cell's total, so a cell of the group shown where the rest's cell is small would give
 * that small cell back as plan minus group. A cell is hidden in the group when it is hidden in either split, and both
 * splits are then suppressed again with those cells hidden until neither hides more (each keeps its hidden cells
 * holding at least MIN_GROUP_SIZE together). Returns the group's cells.
 */
export function suppressPartitionBeside<Key extends string>(
  group: ReadonlyArray<{ key: Key; count: number }>,
  rest: ReadonlyArray<{ key: Key; count: number }>,
  { zerosAreSensitive = false }: { zerosAreSensitive?: boolean } = {},
): Array<{ key: Key; count: PrivateCount }> {
  let hidden = new Set<Key>();
  for (;;) {
    const groupCells = suppressPartition(group, { zerosAreSensitive, alsoHide: hidden });
    const restCells = suppressPartition(rest, { zerosAreSensitive, alsoHide: hidden });
    const nowHidden = new Set([...groupCells, ...restCells].filter((cell) => cell.count.value === null).map((cell) => cell.key));
    // Hidden cells only ever grow, so this ends (at the latest with every cell hidden).
    if (nowHidden.size === hidden.size) return groupCells;
    hidden = nowHidden;
  }
}
