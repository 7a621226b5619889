export function isStopping(): boolean;
export function deferCleanup(task: () => unknown): () => Promise<void>;
export function runCleanups(): Promise<void>;
export function cleanUpOnSignals(): void;
