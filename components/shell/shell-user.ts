// The signed-in user as the shell sees it: built on the server from the authentication info (spec 000 §3) and handed
// to <AppShell>. Plain data only, so it can cross from a server layout into client components.

export type AdminPermission = "owner" | "editor" | "viewer";

export type ShellPlan = {
  planId: string;
  planName: string;
  adminPermission: AdminPermission | null;
  isFinchSyncFailed: boolean;
};

export type ShellUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  googleAvatarUrl: string | null;
  /** Plans the user belongs to (member and/or admin). */
  plans: ShellPlan[];
  advisorPlans: { planId: string; planName: string }[];
  isStaff: boolean;
  isPlanSuccessManager: boolean;
  isAdvisor: boolean;
  /** A staff coach (their coaching calendar in the admin menu); absent means no. */
  isCoach?: boolean;
  /** Invest menu, Documents and Notifications entries (spec 001 §6). */
  isInvestEligible: boolean;
  isCoachMode: boolean;
  coachedUser: { id: string; email: string } | null;
  /** In coach mode: when the member's consent ends (ISO) and whether they allowed changes. */
  coachAccess?: { endsAt: string; canEdit: boolean } | null;
};
