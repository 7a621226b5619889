import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";

export const DEMO_REQUESTS_PAGE_SIZE = 50;

export type DemoRequestRecord = {
  id: string;
  name: string;
  workEmail: string;
  company: string;
  employeeCount: number | null;
  preferredTime: string | null;
  createdAt: Date;
};

/** The newest demo requests first, for staff who follow them up. */
export async function listDemoRequests({
  viewer,
  first = DEMO_REQUESTS_PAGE_SIZE,
}: {
  viewer: Viewer | null;
  first?: number;
}): Promise<DemoRequestRecord[]> {
  authorize(viewer, "demo-requests:read");
  const db = await getDb();
  return db.demoRequest.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, Math.floor(first)), DEMO_REQUESTS_PAGE_SIZE),
    select: {
      id: true,
      name: true,
      workEmail: true,
      company: true,
      employeeCount: true,
      preferredTime: true,
      createdAt: true,
    },
  });
}
