// What an employer may see of its employees (issue 14): totals only, over groups of at least ten, rounded to five.
// The same numbers are told to members on My Plan ('What your employer can see'), from these constants.

/** A figure about fewer members than this is never shown, nor can it be worked out from figures that are. */
export const MIN_GROUP_SIZE = 10;
/** Counts are shown rounded to the nearest multiple of this. */
export const COUNT_ROUNDING = 5;

/** A count as the employer sees it: rounded, or hidden (null) when it is about fewer than MIN_GROUP_SIZE members. */
export type PrivateCount = { value: number | null };

export function roundCount(count: number): number {
  return Math.round(count / COUNT_ROUNDING) * COUNT_ROUNDING;
}

export const hiddenCount: PrivateCount = { value: null };

/** A count shown on its own (not part of a set that adds up to a shown total). */
export function privateCount(count: number): PrivateCount {
  return count >= MIN_GROUP_SIZE ? { value: roundCount(count) } : hiddenCount;
}

/**
 * A share of a group, in whole percent: hidden unless the group, the members counted and the members not counted
 * are each at least MIN_GROUP_SIZE (a 95 % share of 40 would otherwise say that 2 people lack something).
 */
export function privateShare(numerator: number, denominator: number): number | null {
  if (denominator < MIN_GROUP_SIZE || numerator < MIN_GROUP_SIZE || denominator - numerator < MIN_GROUP_SIZE) return null;
  return Math.round((numerator / denominator) * 100);
}

/** An average over the members who answered: hidden under MIN_GROUP_SIZE answers; one decimal. */
export function privateAverage(sum: number, count: number): number | null {
  return count >= MIN_GROUP_SIZE ? Math.round((sum / count) * 10) / 10 : null;
}
