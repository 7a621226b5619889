export function medianRun<Run extends { scores: { performance: number | null } }>(runs: readonly Run[]): Run;
