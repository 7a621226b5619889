"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, type ReactNode } from "react";
import { useDismissiblePanel } from "@/components/ui/use-dismiss";
import { siteConfig } from "@/lib/site-config";
import { NavLink } from "./nav-link";
import { hasScreen } from "./built-screens";
import { adminDashboardItems, adminDashboardPath, memberNavItems, type NavItem } from "./shell-access";
import type { ShellUser } from "./shell-user";
import { useAdminMode } from "./use-admin-mode";

type TopNavigationProps = {
  user: ShellUser;
  profileMenu: ReactNode;
  /** Only passed for staff, plan-success managers and advisors. */
  adminMenu?: ReactNode;
};

const WITHOUT_NAVIGATOR = [/^\/account-details\/mfa(\/|$)/];

const linkClasses =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted hover:bg-brand-50 hover:text-brand-900";
const currentLinkClasses = "bg-brand-50 text-brand-800";

/**
 * The signed-in header: logo, the member links (or, in the admin view, one entry per plan dashboard), the admin menu
 * and the profile menu. Below the lg breakpoint the links fold into a disclosure opened by the menu button.
 */
export function TopNavigation({ user, profileMenu, adminMenu }: TopNavigationProps) {
  const { activePlanId } = useAdminMode();
  const dashboards = adminDashboardItems(user);
  // A stale stored plan (rights withdrawn since) falls back to the member view rather than an empty bar.
  const inAdminView = activePlanId !== null && dashboards.length > 0;
  // Screens without the navigator (spec 001 §2): a code step that should not be left half-way by a stray click.
  const pathname = usePathname() ?? "";
  const withoutNavigator = WITHOUT_NAVIGATOR.some((pattern) => pattern.test(pathname));
  const items = withoutNavigator
    ? []
    : inAdminView
      ? dashboards
      : memberNavItems(user).filter((item) => hasScreen(item.href));
  const homeHref = inAdminView && activePlanId ? adminDashboardPath(activePlanId) : "/health";

  return (
    <header className="relative border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6 lg:px-6">
        {items.length > 0 && <CompactNavigation items={items} />}
        <Link href={homeHref} className="rounded-md text-lg font-bold text-brand-700">
          {siteConfig.name}
        </Link>
        {items.length > 0 && (
          <nav aria-label="Main" className="hidden lg:block">
            <NavList items={items} className="flex items-center gap-0.5" />
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {adminMenu}
          {profileMenu}
        </div>
      </div>
    </header>
  );
}

function NavList({ items, className, onNavigate }: { items: NavItem[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} className={linkClasses} currentClassName={currentLinkClasses} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The small-screen menu: a disclosure button and a panel of links; Escape closes it and returns focus. */
function CompactNavigation({ items }: { items: NavItem[] }) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDismissiblePanel(rootRef, buttonRef, usePathname());

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
      >
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-border bg-surface px-4 py-2 shadow-lg"
      >
        <NavList items={items} className="flex flex-col gap-0.5" onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
