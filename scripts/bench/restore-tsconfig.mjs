// `next build` adds its dist dir's types to tsconfig.json's include (and reformats the file). The bench undoes that
// without undoing anyone else's edit made while it built (several builds of one checkout may run at once).

/**
 * The tsconfig.json text to write back after a build into `distDir`, or null to leave the file alone. When the only
 * change is Next's entries for `distDir`, the text from before the build comes back as it was; when something else
 * changed too, only those entries are taken out.
 */
export function restoredTsconfig({ before, after, distDir }) {
  if (before === null || after === null || before === after) return null;
  let parsedBefore;
  let parsedAfter;
  try {
    parsedBefore = JSON.parse(before);
    parsedAfter = JSON.parse(after);
  } catch {
    return before; // not plain JSON: nobody but Next is expected to have touched it
  }
  const prefix = `${distDir.replace(/^\.\//, "")}/`;
  const include = parsedAfter.include;
  const original = new Set(Array.isArray(parsedBefore.include) ? parsedBefore.include : []);
  const added = (entry) => entry.startsWith(prefix) && !original.has(entry);
  if (!Array.isArray(include) || !include.some(added)) return null;
  const cleaned = { ...parsedAfter, include: include.filter((entry) => !added(entry)) };
  return JSON.stringify(cleaned) === JSON.stringify(parsedBefore) ? before : `${JSON.stringify(cleaned, null, 2)}\n`;
}
