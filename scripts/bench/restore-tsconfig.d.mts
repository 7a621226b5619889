export function restoredTsconfig(input: { before: string | null; after: string | null; distDir: string }): string | null;
