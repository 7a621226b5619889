import { getDb } from "@/lib/db";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";

/** The admin menu's 'Select Plan' search: staff see every plan, advisors only the plans they advise. */
export async function searchEmployerPlans({
  viewer,
  query,
}: {
  viewer: Viewer | null;
  query: string;
}): Promise<Array<{ id: string; name: string }>> {
  authorize(viewer, "plans:search");
  const text = query.trim();
  if (!text) return [];
  const db = await getDb();
  return db.employerPlan.findMany({
    where: {
      name: { contains: text, mode: "insensitive" },
      ...(viewer.actor.isStaff ? {} : { id: { in: [...viewer.advisorPlanIds] } }),
    },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 10,
  });
}
