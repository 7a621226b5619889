/**
 * `<YYYYMMDDHHMMSS>_<snake_name>` (UTC), Prisma's naming. Migrations run in folder-name order, so the stamp is moved
 * past the latest existing one (a clock behind, two migrations in one second).
 */
export function migrationFolderName(name: string, now: Date, existing: string[]): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
  if (!slug) throw new Error(`"${name}" is not a usable migration name: use letters, digits and underscores.`);
  const latest = Math.max(
    0,
    ...existing.flatMap((folder) => (/^\d{14}/.test(folder) ? [parseStamp(folder.slice(0, 14))] : [])),
  );
  const at = Math.max(Math.floor(now.getTime() / 1000) * 1000, latest + 1000);
  return `${new Date(at).toISOString().replace(/\D/g, "").slice(0, 14)}_${slug}`;
}

function parseStamp(stamp: string): number {
  const [year, month, day, hour, minute, second] = [0, 4, 6, 8, 10, 12].map((at, i) =>
    Number(stamp.slice(at, at + (i === 0 ? 4 : 2))),
  ) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}
