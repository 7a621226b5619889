export interface TransferCandidate {
  /** The two transactions: opposite amounts on two different accounts of the member. */
  ids: readonly [string, string];
  /** Days between their dates (0 to 3). */
  gap: number;
}

/**
 * Which candidate pairs become transfer pairs: each transaction joins at most one pair, the closest dates win, and
 * among equally close ones the smaller ids (so the same rows always give the same pairs, whatever the order).
 */
export function pickTransferPairs(candidates: readonly TransferCandidate[]): Array<[string, string]> {
  const ordered = candidates
    .map(({ ids, gap }) => ({ ids: [...ids].sort() as [string, string], gap }))
    .sort((a, b) => a.gap - b.gap || compare(a.ids[0], b.ids[0]) || compare(a.ids[1], b.ids[1]));
  const used = new Set<string>();
  const pairs: Array<[string, string]> = [];
  for (const { ids } of ordered) {
    const [first, second] = ids;
    if (first === second || used.has(first) || used.has(second)) continue;
    used.add(first);
    used.add(second);
    pairs.push(ids);
  }
  return pairs;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
