"use client";

import { createContext, useCallback, useContext, useEffect, useEffectEvent, useState } from "react";
import { signOut } from "@/components/shell/sign-out";
import { clearActiveAdminPlan } from "@/components/shell/use-admin-mode";
import type { SessionExpiredModal as SessionExpiredModalComponent } from "@/components/ui/session-expired-modal";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/session-policy";

const SessionExpiryContext = createContext<(() => void) | null>(null);

/** The `signedin=true` hint (spec 000 §9) is the client's only notion of being signed in; the server never trusts it. */
export function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export type SessionExpiryProviderProps = {
  children: React.ReactNode;
  /** Replaced in tests; by default a full page load, which also drops every client cache. */
  navigate?: (url: string) => void;
};

/**
 * Spec 001 §2, §4 "Session expiry": when an operation answers 'Please sign in and try again.' (reported through
 * useSessionExpiredHandler, wired into the GraphQL client), the signed-in hint cookie is cleared and the Session
 * Expired modal opens; 5 seconds later, or on 'Log back in', the user is logged out and sent to /log-in with the
 * current path to return to. Dismissing cancels the timer and resets the client's session state. The modal (and the
 * dialog library under it) loads when a session first expires, not with every signed-in page; should it fail to load
 * (a deployment since the page loaded removed it), the user is logged out at once, as the modal would have done.
 */
export function SessionExpiryProvider({
  children,
  navigate = (url) => window.location.assign(url),
}: SessionExpiryProviderProps) {
  const [expired, setExpired] = useState(false);
  const [SessionExpiredModal, setSessionExpiredModal] = useState<typeof SessionExpiredModalComponent | null>(null);

  const onExpired = useCallback(() => {
    clearSignedInHint();
    setExpired(true);
  }, []);

  const logOut = useCallback(async () => {
    const logInPath = `/log-in?next=${encodeURIComponent(currentPath())}`;
    try {
      // Clears the (HttpOnly) session cookie; the server-side session is already gone.
      await signOut({ navigate: () => navigate(logInPath) });
    } catch {
      clearActiveAdminPlan();
      navigate(logInPath);
    }
  }, [navigate]);

  const logOutWithoutModal = useEffectEvent(() => void logOut());
  useEffect(() => {
    if (!expired || SessionExpiredModal) return;
    let alive = true;
    import("@/components/ui/session-expired-modal").then(
      (loaded) => alive && setSessionExpiredModal(() => loaded.SessionExpiredModal),
      () => alive && logOutWithoutModal(),
    );
    return () => {
      alive = false;
    };
  }, [expired, SessionExpiredModal]);

  const dismiss = useCallback(() => {
    setExpired(false);
    clearActiveAdminPlan();
  }, []);

  return (
    <SessionExpiryContext.Provider value={onExpired}>
      {children}
      {SessionExpiredModal ? (
        <SessionExpiredModal open={expired} onLogOut={() => void logOut()} onDismiss={dismiss} />
      ) : null}
    </SessionExpiryContext.Provider>
  );
}

/** The provider's "the session has expired" callback, or null outside the signed-in area. */
export function useSessionExpiredHandler(): (() => void) | null {
  return useContext(SessionExpiryContext);
}
