export type ScriptSize = { url: string; rawBytes: number; gzipBytes: number };

export function sharedScripts(
  routes: readonly { status: number; javascript: { scripts: readonly ScriptSize[] } }[],
): { gzipBytes: number; scripts: ScriptSize[] };
