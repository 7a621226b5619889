"use client";

import { useEffect } from "react";

/**
 * A step that first shows a loading frame replaces it once its data arrives, which drops the focus the wizard put on
 * the heading. Rendered inside the loaded frame, this puts focus back on the step's heading when it was lost.
 */
export function KeepHeadingFocus() {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>("main h1[tabindex='-1']")?.focus({ preventScroll: true });
  }, []);
  return null;
}
