import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";

// The filters of the plan dashboard (issue 14): one department or one location of the plan's roster at a time, from
// PlanMember.department / PlanMember.location as the roster upload stored them.

export type FilterDimension = "department" | "location";
export type PlanInsightFilter = { dimension: FilterDimension; value: string };

export const FILTER_DIMENSIONS: readonly FilterDimension[] = ["department", "location"];

/** Asked for a value the plan does not offer: the same answer whether it is unknown or hidden for being small. */
export const FILTER_NOT_OFFERED_MESSAGE = "That department or location is not one of this plan's filters.";
export const ONE_FILTER_MESSAGE = "Filter by a department or by a location, not both at once.";

// Longer than the roster allows (roster-employee-schema): no plan has it.
const filterValue = z.string().trim().max(100, FILTER_NOT_OFFERED_MESSAGE).optional().nullable();

/** The planInsights arguments and the dashboard's search params alike: both optional (blank is none), at most one. */
export const planInsightFilterSchema = z
  .object({ department: filterValue, location: filterValue })
  .refine((filter) => !(filter.department && filter.location), { message: ONE_FILTER_MESSAGE })
  .transform((filter): PlanInsightFilter | null => {
    if (filter.department) return { dimension: "department", value: filter.department };
    if (filter.location) return { dimension: "location", value: filter.location };
    return null;
  });

// The roster stores values trimmed, blank as null (roster-employee-schema); an empty string is read as none too.
const COLUMN: Record<FilterDimension, Prisma.Sql> = {
  department: Prisma.raw(`pm.department`),
  location: Prisma.raw(`pm.location`),
};

/**
 * A condition on `pm` (PlanMember) picking one side of a filter: the group itself, or the rest of the plan (members
 * with another value or none). No filter: every member.
 */
export function rosterSideSql(filter: PlanInsightFilter | null, side: "group" | "rest"): Prisma.Sql {
  if (!filter) return Prisma.sql`TRUE`;
  const column = COLUMN[filter.dimension];
  return side === "group" ? Prisma.sql`${column} = ${filter.value}` : Prisma.sql`${column} IS DISTINCT FROM ${filter.value}`;
}
