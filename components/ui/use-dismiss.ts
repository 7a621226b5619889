"use client";

import { useEffect, useEffectEvent, useState, type RefObject } from "react";

export type DismissReason = "escape" | "outside";

/**
 * While `active`, calls `onDismiss` on Escape (anywhere on the page), on a pointer press outside `containerRef`, or
 * when keyboard focus moves to an element outside it (an open panel must not hide the focused element behind it).
 * The caller decides where focus goes: back to the trigger after Escape, left where the user put it otherwise.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container.contains(target);

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") dismiss("escape");
    }
    function onPointerDown(event: Event) {
      if (isOutside(event.target)) dismiss("outside");
    }
    function onFocusOut(event: FocusEvent) {
      // relatedTarget is null when focus goes nowhere (a press on plain text, a removed element): presses are
      // handled above, and a sub-menu swapping its own buttons must not close the panel.
      if (isOutside(event.relatedTarget)) dismiss("outside");
    }

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    container.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      container.removeEventListener("focusout", onFocusOut);
    };
  }, [active, containerRef]);
}

/**
 * A disclosure panel's open state that also closes when the route changes (choosing a link in it navigates), on
 * Escape (focus returns to the trigger), on a press outside the container and when focus leaves it.
 */
export function useDismissiblePanel(
  containerRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
  pathname: string,
) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // Adjusting state during render when the route changes, as React recommends over an effect.
  if (open && openedAt !== pathname) setOpen(false);
  if (openedAt !== pathname) setOpenedAt(pathname);

  useDismiss(containerRef, open, (reason) => {
    setOpen(false);
    if (reason === "escape") triggerRef.current?.focus();
  });
  return [open, setOpen] as const;
}
