"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

export type UnsavedChangesGuard = {
  /** The in-app address the user tried to open while the form was dirty; the confirm dialog is open while set. */
  pendingHref: string | null;
  /** "Yes, I'm sure": go where the user was going. */
  confirmLeave: () => void;
  /** "Cancel": stay on the page. */
  cancelLeave: () => void;
  /** For code that navigates by itself (a Cancel button): asks first when there are unsaved changes. */
  navigate: (href: string) => void;
};

/** A same-tab, in-app link the user clicked without modifier keys, or null. */
function guardedHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  // Other sites and full reloads are left to the browser's beforeunload warning.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec 000 §2.9: while `isDirty`, closing or reloading the tab shows the browser's warning, and clicking an in-app
 * link opens the confirm dialog instead of navigating. Render <UnsavedChangesGuard> (unsaved-changes-guard.tsx)
 * for the dialog, or wire `pendingHref` to your own ConfirmDialog. Back/forward buttons are not intercepted.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = "";
    };
    // Capture phase on document runs before React's and next/link's handlers, so the navigation never starts.
    const onClick = (event: MouseEvent) => {
      const href = guardedHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(href);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);

  const confirmLeave = useCallback(() => {
    setPendingHref(null);
    if (pendingHref) router.push(pendingHref);
  }, [pendingHref, router]);

  const cancelLeave = useCallback(() => setPendingHref(null), []);

  const navigate = useCallback(
    (href: string) => {
      if (isDirty) setPendingHref(href);
      else router.push(href);
    },
    [isDirty, router],
  );

  return { pendingHref, confirmLeave, cancelLeave, navigate };
}
