import { MIN_GROUP_SIZE, roundCount, type PrivateCount } from "./privacy-rules";

/**
 * Cells that split one shown total (health bands of the members, new members by month): every cell under
 * MIN_GROUP_SIZE is hidden, and then, so that the total minus the shown cells cannot give a hidden cell back, more
 * cells are hidden (smallest first) until the hidden ones add up to at least MIN_GROUP_SIZE (complementary
 * suppression). Shown cells are rounded like every count.
 *
 * `zerosAreSensitive`: for a financial split (health bands) an empty cell is hidden too, because "no one is in the
 * other bands" would tell the employer every member's band; hidden cells then always hold at least ten members
 * together. For months, an empty cell says nothing about anyone and stays shown as 0.
 *
 * `alsoHide`: cells hidden whatever their count (a roster's members without a department; a cell hidden in the same
 * split of the rest of the plan, see suppressPartitionBeside): they count towards the hidden total like any other.
 */
export function suppressPartition<Key extends string>(
  cells: ReadonlyArray<{ key: Key; count: number }>,
  { zerosAreSensitive = false, alsoHide = new Set() }: { zerosAreSensitive?: boolean; alsoHide?: ReadonlySet<Key> } = {},
): Array<{ key: Key; count: PrivateCount }> {
  const isSmall = (count: number) => count < MIN_GROUP_SIZE && (zerosAreSensitive || count > 0);
  const hidden = new Set(cells.filter((cell) => isSmall(cell.count) || alsoHide.has(cell.key)).map((cell) => cell.key));
  let hiddenSum = cells.filter((cell) => hidden.has(cell.key)).reduce((sum, cell) => sum + cell.count, 0);
  const candidates = cells.filter((cell) => !hidden.has(cell.key) && cell.count > 0).sort((a, b) => a.count - b.count);
  for (const cell of candidates) {
    if (hidden.size === 0 || hiddenSum >= MIN_GROUP_SIZE) break;
    hidden.add(cell.key);
    hiddenSum += cell.count;
  }
  return cells.map((cell) => ({ key: cell.key, count: { value: hidden.has(cell.key) ? null : roundCount(cell.count) } }));
}
