import type { ReactNode } from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { ToastProvider } from "@/components/ui/toast";
import { AdminMenu } from "./admin-menu";
import { CoachModeBanner, type ExitCoachMode } from "./coach-mode-banner";
import type { CoachAccessCall, StartCoachMode } from "./coach-mode-form";
import type { SearchPlans } from "./plan-search";
import { ProfileMenu } from "./profile-menu";
import { RosterSyncBanner } from "./roster-sync-banner";
import { canSeeAdminMenu } from "./shell-access";
import type { ShellUser } from "./shell-user";
import { TopNavigation } from "./top-navigation";

export type AppShellProps = {
  user: ShellUser;
  children: ReactNode;
  /** Opens the feedback modal. */
  onGiveFeedback: () => void;
  /** Opens the bug report form. */
  onReportBug: () => void;
  /** Defaults to signOut() from sign-out.ts. */
  onSignOut?: () => Promise<void> | void;
  /** Plan search in the admin menu (staff and advisors). */
  searchPlans: SearchPlans;
  /** Coach Mode log-in in the admin menu (staff). */
  onStartCoachMode: StartCoachMode;
  /** Asking a member for Coach Mode access, and the staff emergency access (issue 14 item 7). */
  onRequestCoachAccess?: CoachAccessCall;
  onEmergencyCoachAccess?: CoachAccessCall;
  /** The Coach Mode banner's exit. */
  onExitCoachMode: ExitCoachMode;
};

/**
 * The signed-in frame: skip link, header, Coach Mode and roster banners, then the page in <main id="main">, all inside
 * one toast provider that the pages share. Holds no hooks itself, so a server layout can render it; its interactive
 * parts are client components fed by these props. Function props cannot cross from a server component: pass server
 * actions, or render AppShell from a small client wrapper that supplies the callbacks.
 */
export function AppShell({
  user,
  children,
  onGiveFeedback,
  onReportBug,
  onSignOut,
  searchPlans,
  onStartCoachMode,
  onRequestCoachAccess,
  onEmergencyCoachAccess,
  onExitCoachMode,
}: AppShellProps) {
  return (
    <ToastProvider>
      <SkipLink />
      <TopNavigation
        user={user}
        profileMenu={<ProfileMenu user={user} onGiveFeedback={onGiveFeedback} onReportBug={onReportBug} onSignOut={onSignOut} />}
        adminMenu={
          canSeeAdminMenu(user) ? (
            <AdminMenu
              user={user}
              searchPlans={searchPlans}
              onStartCoachMode={onStartCoachMode}
              onRequestCoachAccess={onRequestCoachAccess}
              onEmergencyCoachAccess={onEmergencyCoachAccess}
            />
          ) : undefined
        }
      />
      <CoachModeBanner user={user} onExit={onExitCoachMode} />
      <RosterSyncBanner user={user} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </ToastProvider>
  );
}
