// 002 §4 time-series helper: "internal and external series are merged by carrying the latest earlier external value
// forward". The internal series gives the dates (ours: every day of the chosen period); the external one gives values
// on the days it has them (the clearing firm's closes, which skip days). Each internal date takes the latest external
// value dated on or before it; internal dates before the first external value are left out (nothing to carry).
// Dates are ISO calendar days (YYYY-MM-DD), so they order as strings.

export type DatedValue<T> = { date: string; value: T };

export function mergeTimeSeries<I extends { date: string }, T>({
  internal,
  external,
}: {
  internal: readonly I[];
  external: readonly DatedValue<T>[];
}): Array<I & { value: T }> {
  const values = [...external].sort((a, b) => compareDates(a.date, b.date));
  const dates = [...internal].sort((a, b) => compareDates(a.date, b.date));
  const merged: Array<I & { value: T }> = [];
  let next = 0;
  let carried: DatedValue<T> | undefined;
  for (const point of dates) {
    while (next < values.length && values[next]!.date <= point.date) carried = values[next++];
    if (carried) merged.push({ ...point, value: carried.value });
  }
  return merged;
}

function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
