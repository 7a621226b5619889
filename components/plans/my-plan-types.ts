// What the My Plan screen shows, as plain data (no Prisma types in React; dates as ISO strings).

export type MyPlanView = {
  planId: string;
  employerName: string;
  planTypeName: string;
  includes: string[];
  includesCoaching: boolean;
  adminPermission: "owner" | "editor" | "viewer" | null;
};

export type DataViewRow = {
  id: string;
  viewerName: string;
  viewerRole: "COACH" | "STAFF";
  description: string;
  /** ISO 8601. */
  viewedAt: string;
};

/** Where a member reaches a coach: the Coaching screen once it exists, else the team's email and phone. */
export type CoachContact = { kind: "screen"; href: string } | { kind: "direct"; email: string; phone: string };
