"use client";

import { Fragment, useEffect } from "react";

/**
 * Everything below belongs to one viewer. When the server renders the layout for another viewer (a sign-in in
 * another tab, coach mode changed elsewhere) the key changes and React drops every client cache and every piece of
 * state under it, the GraphQL client's results included. A page restored from the browser's back-forward cache is
 * loaded again, so Back after sign-out or a coach-mode change never shows a previous viewer's page from memory.
 */
export function ViewerScope({ viewerKey, children }: { viewerKey: string; children: React.ReactNode }) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return <Fragment key={viewerKey}>{children}</Fragment>;
}
