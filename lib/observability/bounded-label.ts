export const OTHER_LABEL = "other";

/**
 * A metric label that takes at most `cap` distinct values in a process: the first `cap` seen keep their own name,
 * later ones count as "other" (each value is a time series kept forever, and names come from callers).
 */
export function boundedLabel(cap: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= cap) return OTHER_LABEL;
    seen.add(value);
    return value;
  };
}
