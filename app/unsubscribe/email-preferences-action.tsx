"use client";

import { useSyncExternalStore } from "react";
import { siteConfig } from "@/lib/site-config";

const linkClasses = "rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";
const buttonClasses =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold " +
  "text-white hover:bg-brand-800";

// The query string only changes with navigation, which re-renders the page anyway; popstate covers back/forward.
function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

const readToken = () => new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
// The page is static: while the server renders (and during hydration) the token is not known yet.
const unknownToken = () => null;

/** With an unsubscribe token: a button to the preferences page. Without one: how else to unsubscribe. */
export function EmailPreferencesAction() {
  const token = useSyncExternalStore(subscribe, readToken, unknownToken);

  // Same height as the token state, so the card does not jump once the browser has read the address.
  if (token === null) return <div aria-hidden="true" className="mt-4 min-h-32" />;

  if (token) {
    return (
      <div className="mt-4 min-h-32">
        <p className="text-base leading-7 text-muted">
          Choose which emails you get from us, or turn them off. You will not need to log in.
        </p>
        <p className="mt-6">
          <a href={`/notifications?token=${encodeURIComponent(token)}`} className={buttonClasses}>
            Manage email preferences
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="mt-4 text-base leading-7 text-muted">
      <p>To stop getting an email from us or to choose which ones you get, use any of these:</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-brand-600">
        <li>Select the unsubscribe link at the bottom of any email we send you.</li>
        <li>
          <a href="/log-in?next=%2Fnotifications" className={linkClasses}>
            Log in
          </a>{" "}
          and open Notifications.
        </li>
        <li>
          Write to us at{" "}
          <a href={`mailto:${siteConfig.infoEmail}`} className={linkClasses}>
            {siteConfig.infoEmail}
          </a>{" "}
          and tell us which emails to stop.
        </li>
      </ul>
    </div>
  );
}
