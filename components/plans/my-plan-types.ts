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

/** One Coach Mode access (consented or emergency) with what the coach opened and did, newest first. */
export type CoachSessionRow = {
  id: string;
  coachName: string;
  reason: string;
  status: "REQUESTED" | "APPROVED" | "DECLINED" | "EXPIRED" | "REVOKED" | "ENDED";
  allowEdits: boolean;
  isEmergency: boolean;
  /** ISO 8601: when access was given (or taken, in an emergency). */
  decidedAt: string;
  activity: Array<{ id: string; kind: "START" | "PAGE" | "READ" | "CHANGE" | "REFUSED" | "END"; detail: string; at: string }>;
};
