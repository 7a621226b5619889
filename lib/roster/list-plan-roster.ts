import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rosterMemberSelect, toRosterMemberView, type RosterMemberView } from "./roster-member-view";

export const ROSTER_PAGE_SIZE = 50;

export type PlanRosterPage = {
  members: RosterMemberView[];
  totalCount: number;
  page: number;
  pageSize: number;
  /** Counts of the whole roster (not the search): the tab's summary. */
  counts: { total: number; invited: number; signedUp: number; terminated: number };
};

/** One page of a plan's roster, sorted by name, searched by name, email or employee id; paginated in SQL. */
export async function listPlanRoster({
  viewer,
  planId,
  page = 1,
  search = "",
}: {
  viewer: Viewer | null;
  planId: string;
  page?: number;
  search?: string;
}): Promise<PlanRosterPage> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const term = search.trim().slice(0, 100);
  const where: Prisma.PlanMemberWhereInput = {
    employerPlanId: planId,
    status: { not: "REMOVED" },
    ...(term
      ? {
          OR: [
            { workEmail: { contains: term.toLowerCase() } },
            { firstName: { contains: term, mode: "insensitive" } },
            { lastName: { contains: term, mode: "insensitive" } },
            { employeeId: { equals: term } },
          ],
        }
      : {}),
  };
  const safePage = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const base = { employerPlanId: planId, status: { not: "REMOVED" as const } };
  const [members, totalCount, total, invited, signedUp, terminated] = await Promise.all([
    db.planMember.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { workEmail: "asc" }],
      skip: (safePage - 1) * ROSTER_PAGE_SIZE,
      take: ROSTER_PAGE_SIZE,
      select: rosterMemberSelect,
    }),
    db.planMember.count({ where }),
    db.planMember.count({ where: base }),
    db.planMember.count({ where: { ...base, status: "INVITED" } }),
    db.planMember.count({ where: { ...base, status: "VERIFIED" } }),
    db.planMember.count({ where: { ...base, employmentStatus: "TERMINATED" } }),
  ]);
  return {
    members: members.map(toRosterMemberView),
    totalCount,
    page: safePage,
    pageSize: ROSTER_PAGE_SIZE,
    counts: { total, invited, signedUp, terminated },
  };
}
