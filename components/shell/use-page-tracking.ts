"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useClient } from "urql";
import { graphql } from "@/lib/graphql/client/graphql";
import { isTrackedPath, trackedPageName } from "@/lib/page-tracking/tracked-paths";

const TRACK_PAGE = graphql(`mutation TrackPage($pageName: String!, $pageUrl: String!) {
  trackPage(pageName: $pageName, pageUrl: $pageUrl) { ok sent }
}`);

/**
 * Sends trackPage each time the signed-in shell arrives at a path beginning /contact (spec 000 §7), on the first
 * load as well as on client-side navigation. Only the path is sent: the server would drop a query string anyway, and
 * it is not worth sending. Fire and forget: tracking never shows an error to the member.
 */
export function usePageTracking(): void {
  const pathname = usePathname();
  const client = useClient();
  useEffect(() => {
    if (!pathname || !isTrackedPath(pathname)) return;
    void client.mutation(TRACK_PAGE, { pageName: trackedPageName(pathname), pageUrl: pathname }).toPromise();
  }, [client, pathname]);
}
