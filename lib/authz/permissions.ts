import { AppError, AppErrorCode, SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import type { Viewer } from "@/lib/authz/viewer";

// The permission matrix (spec 000 §6, 001 §6, 002 §6). Every resolver and server page asks `authorize` before it
// reads or writes; nothing relies on the UI hiding a button. Tests walk this table for every role.

export type PlanResource = { planId: string };

const isStaff = (viewer: Viewer) => viewer.actor.isStaff;
const adminPermissionOn = (viewer: Viewer, planId: string) => viewer.planPermissions.get(planId);

const rules = {
  /** The signed-in user's own product: profile, accounts, budget, goals, feedback, notifications. */
  "own-data:read": () => true,
  /** In coach mode only when the member allowed changes (issue 14 item 7); view-only coach mode writes nothing. */
  "own-data:write": (viewer: Viewer) => !viewer.isCoachMode || viewer.coachAccess?.allowEdits === true,
  /** Password, email, recovery email, two-factor settings: never while a coach is acting as the customer. */
  "own-security:write": (viewer: Viewer) => !viewer.isCoachMode,
  /** Opening an investing account, affirming its agreements, the risk quiz and the portfolio choice: only the customer, never a coach. */
  "investing:open": (viewer: Viewer) => !viewer.isCoachMode,
  /** Moving money into an investing account or changing what it holds: only the customer, never a coach. */
  "investing:trade": (viewer: Viewer) => !viewer.isCoachMode,
  /** The clearing firm's statements, confirmations and tax forms (account number, tax details): the customer only. */
  "investing-documents:download": (viewer: Viewer) => !viewer.isCoachMode,
  /** The feedback survey is the customer's own opinion: never answered by a coach acting as them. */
  "feedback:write": (viewer: Viewer) => !viewer.isCoachMode,
  "feedback:read": (viewer: Viewer) => isStaff(viewer),
  /** What emails the customer gets and how investing documents reach them: the customer's choice, never a coach's. */
  "notifications:write": (viewer: Viewer) => !viewer.isCoachMode,
  /** Anyone signed in, coaches included: the report is recorded as the person who typed it. */
  "bug-reports:write": () => true,
  "bug-reports:read": (viewer: Viewer) => isStaff(viewer),
  /** The member's own coaching sessions and summaries; a coach acting as the member may look. */
  "coaching:read": () => true,
  /** Booking, moving or cancelling a session is the member's own promise of their time: never a coach acting as them. */
  "coaching:book": (viewer: Viewer) => !viewer.isCoachMode,
  /** A coach's own calendar, availability, notes and summaries: staff flagged as coaches, as themselves. */
  "coaching:coach": (viewer: Viewer) => isStaff(viewer) && viewer.actor.isCoach && !viewer.isCoachMode,
  "admin-site:open": (viewer: Viewer) => isStaff(viewer),
  "customers:read": (viewer: Viewer) => isStaff(viewer),
  /** Staff changes to a customer's account (a legal hold, completing a waiting deletion): never from coach mode. */
  "customers:manage": (viewer: Viewer) => isStaff(viewer) && !viewer.isCoachMode,
  "coach-mode:start": (viewer: Viewer) => isStaff(viewer) && !viewer.isCoachMode,
  /** Staff coaches ask a member for Coach Mode access; never from inside coach mode. */
  "coach-access:request": (viewer: Viewer) => isStaff(viewer) && !viewer.isCoachMode,
  /** Access without the member's consent, with a written reason the member is shown: staff only (not advisors). */
  "coach-access:emergency": (viewer: Viewer) => isStaff(viewer) && !viewer.isCoachMode,
  /** Answering or ending coach access is the member's own decision: never made in coach mode (a coach cannot approve itself). */
  "coach-access:answer": (viewer: Viewer) => !viewer.isCoachMode,
  "identity-investigation:read": (viewer: Viewer) => isStaff(viewer),
  /** Request a Demo submissions, for the team that follows them up. */
  "demo-requests:read": (viewer: Viewer) => isStaff(viewer),
  /** The dead-job list (background jobs out of retries) and retrying or deleting one of them. */
  "background-jobs:manage": (viewer: Viewer) => isStaff(viewer),
  "plans:search": (viewer: Viewer) => isStaff(viewer) || viewer.actor.isAdvisor,
  "plan-success:read": (viewer: Viewer) =>
    isStaff(viewer) || viewer.actor.isPlanSuccessManager || viewer.actor.isAdvisor,
  "plan:create": (viewer: Viewer) => !viewer.isCoachMode,
  "plan:read": (viewer: Viewer, { planId }: PlanResource) =>
    isStaff(viewer) ||
    viewer.actor.isPlanSuccessManager ||
    adminPermissionOn(viewer, planId) !== undefined ||
    viewer.advisorPlanIds.has(planId),
  /** /plans/{id}, the provider's view of a plan's contract and set-up: staff, plan-success managers, its advisors. */
  "plan-contract:read": (viewer: Viewer, { planId }: PlanResource) =>
    isStaff(viewer) || viewer.actor.isPlanSuccessManager || viewer.advisorPlanIds.has(planId),
  /** Seats and renewal date: staff only, never from coach mode. */
  "plan-contract:edit": (viewer: Viewer, _plan: PlanResource) => isStaff(viewer) && !viewer.isCoachMode,
  /** /advisor/plan/create: an advisor sets up a plan they advise. */
  "advised-plan:create": (viewer: Viewer) => viewer.actor.isAdvisor && !viewer.isCoachMode,
  "plan:edit": (viewer: Viewer, { planId }: PlanResource) =>
    isStaff(viewer) || ["owner", "editor"].includes(adminPermissionOn(viewer, planId) ?? ""),
  "plan:manage-admins": (viewer: Viewer, { planId }: PlanResource) =>
    isStaff(viewer) || adminPermissionOn(viewer, planId) === "owner",
} as const;

export type Action = keyof typeof rules;
type ResourceOf<A extends Action> = Parameters<(typeof rules)[A]> extends [Viewer, infer R] ? R : undefined;

export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";

export function can<A extends Action>(viewer: Viewer | null, action: A, ...resource: ResourceArgs<A>): boolean {
  if (!viewer) return false;
  const rule = rules[action] as (viewer: Viewer, resource?: unknown) => boolean;
  return rule(viewer, resource[0]);
}

type ResourceArgs<A extends Action> = ResourceOf<A> extends undefined ? [] : [ResourceOf<A>];
/** Actions decided by who is asking alone. */
export type ViewerAction = { [A in Action]: ResourceOf<A> extends undefined ? A : never }[Action];
/** Actions on one employer plan. */
export type PlanAction = { [A in Action]: ResourceOf<A> extends PlanResource ? A : never }[Action];

/** Throws UNAUTHENTICATED ('Please sign in and try again.') without a viewer, FORBIDDEN when the rule says no. */
export function authorize<A extends Action>(
  viewer: Viewer | null,
  action: A,
  ...resource: ResourceArgs<A>
): asserts viewer is Viewer {
  if (!viewer) throw new AppError(AppErrorCode.UNAUTHENTICATED, SIGN_IN_AGAIN_MESSAGE);
  if (!can(viewer, action, ...resource)) throw new AppError(AppErrorCode.FORBIDDEN, FORBIDDEN_MESSAGE);
}

export const allActions = Object.keys(rules) as Action[];
