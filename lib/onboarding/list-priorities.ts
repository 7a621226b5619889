import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";

/** A member's chosen priority as the API shows it (spec 000 §7 bulkCreateOrUpdatePriorities, 002 §3 Priority). */
export type PriorityRecord = {
  id: string;
  slug: string;
  name: string;
  category: string;
  shortDescription: string;
  longDescription: string;
  imageUrl: string;
  sortOrder: number;
};

/** The member's priorities in the order they were chosen. */
export async function listPriorities({ userId }: { userId: string }): Promise<PriorityRecord[]> {
  const db = await getDb();
  const { id: customerId } = await ensureCustomer(db, userId);
  return findPriorities(db, customerId);
}

export async function findPriorities(db: Db | Tx, customerId: string): Promise<PriorityRecord[]> {
  const rows = await db.priority.findMany({
    where: { customerId },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      sortOrder: true,
      priorityTemplate: {
        select: { slug: true, name: true, category: true, shortDescription: true, longDescription: true, imageUrl: true },
      },
    },
  });
  return rows.map(({ id, sortOrder, priorityTemplate }) => ({ id, sortOrder, ...priorityTemplate }));
}
