"use client";

import { useCallback, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { adminDashboardPath } from "./shell-access";

// Admin view (spec 001 §4 "Admin mode"): the chosen plan lives in sessionStorage, so it survives reloads in the tab
// but not a new tab or browser session. Log-in and sign-out clear it (spec 000 §4.1).

export const ACTIVE_ADMIN_PLAN_KEY = "activeAdminPlan";

// sessionStorage fires "storage" only in other tabs; this event tells this tab's subscribers.
const CHANGE_EVENT = "mariner:active-admin-plan";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the admin view then simply does not persist.
    return null;
  }
}

export function readActiveAdminPlan(): string | null {
  try {
    return storage()?.getItem(ACTIVE_ADMIN_PLAN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeActiveAdminPlan(planId: string): void {
  try {
    storage()?.setItem(ACTIVE_ADMIN_PLAN_KEY, planId);
  } catch {
    // Quota or blocked storage: the navigation still happens, only the view is not remembered.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearActiveAdminPlan(): void {
  // Only a real change is announced: subscribers start a new GraphQL client, which refetches every query on the
  // page, and after a lost session each refetch would open Session Expired again.
  if (readActiveAdminPlan() === null) return;
  try {
    storage()?.removeItem(ACTIVE_ADMIN_PLAN_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Where the shell's guard should send the user (spec 000 §4.7): with an active admin plan, anything outside
 * /dashboard and /customers goes to that plan's dashboard. Null when no redirect is due.
 */
export function adminPlanRedirect(pathname: string, activePlanId: string | null): string | null {
  if (!activePlanId) return null;
  const allowed = ["/dashboard", "/customers"].some((root) => pathname === root || pathname.startsWith(`${root}/`));
  return allowed ? null : adminDashboardPath(activePlanId);
}

/** Calls `onChange` whenever the admin view is switched on or off (in this tab, or in a frame sharing its storage). */
export function subscribeToAdminView(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

// The server cannot see sessionStorage: it renders the employee view and the client switches after hydration.
const serverSnapshot = () => null;

export type AdminMode = {
  /** The stored plan id, or null in the employee view. */
  activePlanId: string | null;
  isAdminView: boolean;
  switchToAdmin: (planId: string) => void;
  switchToEmployee: () => void;
};

export function useAdminMode(): AdminMode {
  const router = useRouter();
  const activePlanId = useSyncExternalStore(subscribeToAdminView, readActiveAdminPlan, serverSnapshot);

  const switchToAdmin = useCallback(
    (planId: string) => {
      storeActiveAdminPlan(planId);
      router.push(adminDashboardPath(planId));
    },
    [router],
  );

  const switchToEmployee = useCallback(() => {
    clearActiveAdminPlan();
    router.push("/health");
  }, [router]);

  return { activePlanId, isAdminView: activePlanId !== null, switchToAdmin, switchToEmployee };
}
