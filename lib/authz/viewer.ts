// Who is asking. Built once per request from the server-side session (lib/auth/sessions/find-session-viewer.ts)
// and handed to every permission check.

export type AdminPermission = "owner" | "editor" | "viewer";

export type Actor = {
  id: string;
  email: string;
  isStaff: boolean;
  isPlanSuccessManager: boolean;
  isAdvisor: boolean;
  /** A staff member who coaches members (User.isCoach): their own coaching calendar. */
  isCoach: boolean;
};

export type CoachAccess = {
  grantId: string;
  /** The member allowed changes; otherwise coach mode is view only (every write refused on the server). */
  allowEdits: boolean;
  isEmergency: boolean;
  /** The session ends then, at most 60 minutes after the member approved. */
  endsAt: Date;
};

export type Viewer = {
  sessionId: string;
  /** The person who signed in. In coach mode, the staff member. */
  actor: Actor;
  /** Whose product this is: the coached customer in coach mode, otherwise the actor. */
  userId: string;
  isCoachMode: boolean;
  coachedUser: { id: string; email: string } | null;
  /** In coach mode: the member's consent the session rests on (or the staff emergency access). */
  coachAccess: CoachAccess | null;
  /** The actor's admin permission per employer plan id. */
  planPermissions: ReadonlyMap<string, AdminPermission>;
  /** Employer plans the actor advises. */
  advisorPlanIds: ReadonlySet<string>;
};
