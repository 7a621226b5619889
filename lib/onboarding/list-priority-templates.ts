import { getDb } from "@/lib/db";

export type PriorityTemplateRecord = {
  id: string;
  name: string;
  slug: string;
  imageUrl: string;
  sortOrder: number;
  category: string;
  shortDescription: string;
  longDescription: string;
};

/** The priorities offered in onboarding step 3 (spec 000 §2.10, §3), in display order. */
export async function listPriorityTemplates(): Promise<PriorityTemplateRecord[]> {
  const db = await getDb();
  return db.priorityTemplate.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      slug: true,
      imageUrl: true,
      sortOrder: true,
      category: true,
      shortDescription: true,
      longDescription: true,
    },
  });
}
