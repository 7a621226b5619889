import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import {
  decodeCursor,
  pageSize,
  parseTimeAndId,
  timeAndIdKey,
  toCursorPage,
  type CursorPage,
} from "@/lib/pagination/cursor-page";

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
  const take = pageSize(first, DEMO_REQUESTS_PAGE_SIZE);
  const cursor = after ? decodeCursor(after, (key) => parseTimeAndId(key)) : null;
  const db = await getDb();
  const rows = await db.demoRequest.findMany({
    where: cursor
      ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] }
      : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: take + 1,
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
