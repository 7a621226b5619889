"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef } from "react";
import { useDismissiblePanel } from "@/components/ui/use-dismiss";
import { CoachModeForm, type CoachAccessCall, type StartCoachMode } from "./coach-mode-form";
import { PlanSearch, type SearchPlans } from "./plan-search";
import { ADMIN_MENU_LINKS, visibleAdminMenu } from "./shell-access";
import type { ShellUser } from "./shell-user";

export type AdminMenuProps = {
  user: ShellUser;
  /** Plan search for staff and advisors. */
  searchPlans: SearchPlans;
  /** Coach Mode log-in for staff. */
  onStartCoachMode: StartCoachMode;
  /** Asking a member for Coach Mode access, and the staff emergency access (issue 14 item 7). */
  onRequestCoachAccess?: CoachAccessCall;
  onEmergencyCoachAccess?: CoachAccessCall;
};

const linkClasses =
  "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900";

/**
 * The admin tools (spec 001 §2 Admin menu) for staff, plan-success managers and advisors. A disclosure panel rather
 * than a role="menu": it holds a combobox and a form, which a menu may not contain and whose arrow and Escape keys a
 * menu would take over. Below the admin breakpoint (896 px) the panel spans the screen under the header.
 */
export function AdminMenu({ user, searchPlans, onStartCoachMode, onRequestCoachAccess, onEmergencyCoachAccess }: AdminMenuProps) {
  const access = visibleAdminMenu(user);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDismissiblePanel(rootRef, buttonRef, usePathname());

  return (
    <div ref={rootRef} className="admin:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        Admin
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 space-y-4 border-b border-border bg-surface p-4 shadow-lg admin:left-auto admin:right-0 admin:mt-2 admin:w-96 admin:rounded-lg admin:border"
      >
        {access.adminSite || access.planSuccessDashboard || access.customers || access.feedback || access.createAdvisedPlan || access.coachingCalendar ? (
          <nav aria-label="Admin">
            <ul className="space-y-0.5">
              {access.adminSite ? (
                <li>
                  {/* The admin site is a separate application: a full page load, not a client-side transition. */}
                  <a href={ADMIN_MENU_LINKS.adminSite} className={linkClasses}>
                    Admin Site
                  </a>
                </li>
            ) : null}
            {access.planSuccessDashboard ? (
              <li>
                <Link href={ADMIN_MENU_LINKS.planSuccessDashboard} className={linkClasses}>
                  Plan Success Dashboard
                </Link>
              </li>
            ) : null}
            {access.customers ? (
              <li>
                <Link href={ADMIN_MENU_LINKS.customers} className={linkClasses}>
                  Customers
                </Link>
              </li>
            ) : null}
            {access.feedback ? (
              <li>
                <Link href={ADMIN_MENU_LINKS.feedback} className={linkClasses}>
                  Feedback and Bug Reports
                </Link>
              </li>
            ) : null}
            {access.createAdvisedPlan ? (
              <li>
                <Link href={ADMIN_MENU_LINKS.createAdvisedPlan} className={linkClasses}>
                  Create a Plan
                </Link>
              </li>
            ) : null}
            {access.coachingCalendar ? (
              <li>
                <Link href={ADMIN_MENU_LINKS.coachingCalendar} className={linkClasses}>
                  Coaching Calendar
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        ) : null}
        {access.planSearch ? <PlanSearch searchPlans={searchPlans} /> : null}
        {access.coachMode ? (
          <CoachModeForm
            onStartCoachMode={onStartCoachMode}
            onRequestAccess={onRequestCoachAccess}
            onEmergencyAccess={onEmergencyCoachAccess}
            onStarted={() => setOpen(false)}
          />
        ) : null}
      </div>
    </div>
  );
}
