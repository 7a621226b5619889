import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { type CursorPage, newestFirstPage, timeAndIdKey, toCursorPage } from "@/lib/pagination/cursor-page";

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

/** The newest demo requests first, for staff who follow them up: a cursor page. */
export async function listDemoRequests({
  viewer,
  first,
  after,
}: {
  viewer: Viewer | null;
  first?: number | null;
  after?: string | null;
}): Promise<CursorPage<DemoRequestRecord>> {
  authorize(viewer, "demo-requests:read");
  const { take, findArgs } = newestFirstPage({ first, after, max: DEMO_REQUESTS_PAGE_SIZE });
  const db = await getDb();
  const rows = await db.demoRequest.findMany({
    ...findArgs,
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
  return toCursorPage(rows, take, (request) => timeAndIdKey(request.createdAt, request.id));
}
