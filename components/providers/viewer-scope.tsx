"use client";

import { Fragment } from "react";

/**
 * Everything below belongs to one viewer. When the server renders the layout for another viewer (a sign-in in
 * another tab, coach mode changed elsewhere) the key changes and React drops every client cache and every piece of
 * state under it, the GraphQL client's results included.
 */
export function ViewerScope({ viewerKey, children }: { viewerKey: string; children: React.ReactNode }) {
  return <Fragment key={viewerKey}>{children}</Fragment>;
}
