import { hasScreen } from "./built-screens";
import type { ShellPlan, ShellUser } from "./shell-user";

// Who sees what in the shell (spec 001 §2 and §6, spec 000 §2.1 and §6). Pure functions of ShellUser, so the role
// matrix can be tested without rendering and every component reads the same rules.

export type NavItem = { href: string; label: string };

const ADMIN_PERMISSIONS = new Set(["owner", "editor", "viewer"]);

/** Owner, editor or viewer, compared case-insensitively (the server has sent upper case before). */
export function hasPlanAdminPermission(plan: Pick<ShellPlan, "adminPermission">): boolean {
  return plan.adminPermission != null && ADMIN_PERMISSIONS.has(plan.adminPermission.toLowerCase());
}

/** A plan administrator may switch between the employee and the admin view. */
export function isPlanAdministrator(user: ShellUser): boolean {
  return user.plans.some(hasPlanAdminPermission);
}

/** The plan the admin view opens on: the first plan the user administers. */
export function defaultAdminPlanId(user: ShellUser): string | null {
  return user.plans.find(hasPlanAdminPermission)?.planId ?? null;
}

/** /plans/{id}: the provider's page of one plan (staff, plan-success managers, its advisors), where 'Select Plan' leads. */
export function staffPlanPath(planId: string): string {
  return `/plans/${encodeURIComponent(planId)}`;
}

export function adminDashboardPath(planId: string): string {
  return `/dashboard/${encodeURIComponent(planId)}`;
}

/** One dashboard entry per administered plan and per advisor plan, each once, named after the plan. */
export function adminDashboardItems(user: ShellUser): NavItem[] {
  const plans = [...user.plans.filter(hasPlanAdminPermission), ...user.advisorPlans];
  const seen = new Set<string>();
  const items: NavItem[] = [];
  for (const plan of plans) {
    if (seen.has(plan.planId)) continue;
    seen.add(plan.planId);
    items.push({ href: adminDashboardPath(plan.planId), label: plan.planName });
  }
  return items;
}

/** The top navigation of spec 001 §2 for this user; the shell shows those whose screens exist (built-screens.ts). */
export function memberNavItems(user: ShellUser): NavItem[] {
  return [
    { href: "/health", label: "Overview" },
    { href: "/accounts", label: "Accounts" },
    ...(user.isInvestEligible ? [{ href: "/investing", label: "Invest" }] : []),
    { href: "/budget", label: "Budget" },
    { href: "/spend", label: "Spend" },
    { href: "/transactions", label: "Transactions" },
    { href: "/goals", label: "Goals" },
    { href: "/learn", label: "Learn" },
    { href: "/contact", label: "Coaching" },
  ];
}

export function displayName(user: ShellUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email;
}

export function initials(user: ShellUser): string {
  const first = user.firstName?.trim().charAt(0) ?? "";
  const last = user.lastName?.trim().charAt(0) ?? "";
  return (first + last || user.email.charAt(0)).toUpperCase();
}

/**
 * The profile button's accessible name. Without a photo the button shows the initials, so the name starts with them
 * (WCAG 2.5.3 Label in Name: a speech-input user says what they see) and then says whose menu it is.
 */
export function profileMenuName(user: ShellUser): string {
  const whose = `for ${displayName(user)}`;
  return user.googleAvatarUrl ? `Profile menu ${whose}` : `${initials(user)}, profile menu ${whose}`;
}

export function planLabel(user: ShellUser): string {
  const [only, ...rest] = user.plans;
  if (!only) return "No Plan";
  return rest.length > 0 ? "Multiple Plans" : only.planName;
}

export type AdminMenuAccess = {
  adminSite: boolean;
  planSuccessDashboard: boolean;
  customers: boolean;
  /** Feedback survey answers and bug reports (issue 13, item 6; not in the spec's menu). */
  feedback: boolean;
  /** /advisor/plan/create (spec 001 §2 admin areas; not in the spec's menu): an advisor sets up a plan they advise. */
  createAdvisedPlan: boolean;
  /** /coaching/calendar (issue 14 item 8; not in the spec's menu): a coach's sessions, hours and notes. */
  coachingCalendar: boolean;
  planSearch: boolean;
  coachMode: boolean;
};

/** The admin menu's links and where they lead (spec 001 §2 Admin menu). */
export const ADMIN_MENU_LINKS = {
  adminSite: "/admin",
  planSuccessDashboard: "/plan-success-dashboard",
  customers: "/customers",
  feedback: "/admin/feedback",
  createAdvisedPlan: "/advisor/plan/create",
  coachingCalendar: "/coaching/calendar",
} as const;

/** The profile menu's links (spec 001 §2 Profile menu); Documents and Notifications are for eligible users only. The
 * shell shows those whose screens exist. */
export function profileMenuLinks(user: ShellUser): NavItem[] {
  return [
    { href: "/profile", label: "My Profile" },
    { href: "/account-details", label: "Update Account" },
    { href: "/plan-details", label: "My Plan" },
    ...(user.isInvestEligible
      ? [
          { href: "/documents", label: "Documents" },
          { href: "/notifications", label: "Notifications" },
        ]
      : []),
  ];
}

/** Who may use each part of the admin menu (the shell shows a link once its screen exists). */
export function adminMenuAccess(user: ShellUser): AdminMenuAccess {
  return {
    adminSite: user.isStaff,
    planSuccessDashboard: user.isStaff || user.isPlanSuccessManager || user.isAdvisor,
    customers: user.isStaff,
    feedback: user.isStaff,
    createAdvisedPlan: user.isAdvisor,
    coachingCalendar: Boolean(user.isCoach),
    planSearch: user.isStaff || user.isAdvisor,
    coachMode: user.isStaff,
  };
}

/** What the admin menu shows: the parts this user may use whose screens exist. */
export function visibleAdminMenu(user: ShellUser): AdminMenuAccess {
  const access = adminMenuAccess(user);
  return {
    ...access,
    adminSite: access.adminSite && hasScreen(ADMIN_MENU_LINKS.adminSite),
    planSuccessDashboard: access.planSuccessDashboard && hasScreen(ADMIN_MENU_LINKS.planSuccessDashboard),
    customers: access.customers && hasScreen(ADMIN_MENU_LINKS.customers),
    feedback: access.feedback && hasScreen(ADMIN_MENU_LINKS.feedback),
    createAdvisedPlan: access.createAdvisedPlan && hasScreen(ADMIN_MENU_LINKS.createAdvisedPlan),
    coachingCalendar: access.coachingCalendar && hasScreen(ADMIN_MENU_LINKS.coachingCalendar),
  };
}

export function canSeeAdminMenu(user: ShellUser): boolean {
  return Object.values(visibleAdminMenu(user)).some(Boolean);
}

/** Plans whose roster sync failed, for their owners, editors and viewers; staff never see the plans banner. */
export function rosterSyncFailedPlans(user: ShellUser): ShellPlan[] {
  if (user.isStaff) return [];
  return user.plans.filter((plan) => plan.isFinchSyncFailed && hasPlanAdminPermission(plan));
}

/** Exact match, or a section's sub-page (/goals/12 keeps Goals current); "/" never matches everything. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
