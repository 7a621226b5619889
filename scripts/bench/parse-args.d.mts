export const DEFAULT_LIGHTHOUSE_PAGES: readonly string[];
export const DEFAULT_RUNS: number;
export const USAGE: string;

export type BenchOptions = { build: boolean; runs: number; pages: readonly string[]; help: boolean };

export function parseBenchArgs(argv: readonly string[]): BenchOptions;
