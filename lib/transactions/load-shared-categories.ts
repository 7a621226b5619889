import type { Tx } from "@/lib/db";
import { UNCATEGORIZED_CATEGORY } from "@/prisma/seed/reference/budget-categories";

export interface SharedCategories {
  /** Shared category id by the provider code it stands for. */
  idsByCode: ReadonlyMap<string, string>;
  uncategorizedId: string | null;
}

// Reference data: read once per process and database. The key is the database the process points at (tests give
// each file its own), so a cache filled from one database never answers for another.
const cache = new Map<string, SharedCategories>();

const databaseKey = () => `${process.env.DATABASE_URL ?? ""}|${process.env.EMBEDDED_DB_DIR ?? ""}`;

/** The shared categories by provider code, and 'Uncategorized'. */
export async function loadSharedCategories(tx: Tx): Promise<SharedCategories> {
  const key = databaseKey();
  const cached = cache.get(key);
  if (cached) return cached;

  const rows = await tx.budgetCategory.findMany({
    where: { customerId: null, OR: [{ providerCode: { not: null } }, { name: UNCATEGORIZED_CATEGORY }] },
    select: { id: true, name: true, providerCode: true },
  });
  const idsByCode = new Map(rows.flatMap(({ id, providerCode }) => (providerCode ? [[providerCode, id] as const] : [])));
  const uncategorizedId = rows.find(({ name, providerCode }) => !providerCode && name === UNCATEGORIZED_CATEGORY)?.id ?? null;
  const loaded = { idsByCode, uncategorizedId };
  // A database whose reference data is not seeded yet is not remembered: the seed may run next.
  if (uncategorizedId && idsByCode.size > 0) cache.set(key, loaded);
  return loaded;
}
