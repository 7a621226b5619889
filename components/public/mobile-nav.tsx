"use client";

import { useEffect, useRef, useState } from "react";
import {
  accountNav,
  platformMenu,
  primaryNav,
  requestDemoLink,
  resourcesMenu,
  type NavMenuId,
} from "@/lib/content/navigation";
import { BurgerIcon, ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { useDismiss } from "@/components/ui/use-dismiss";

/** The four states of spec 000 §4.12: closed, open, platform sub-menu, resources sub-menu. */
export type MobileNavView = "closed" | "open" | NavMenuId;

/** Where focus goes once a view has rendered: the burger, the panel's first control, or a sub-menu's trigger. */
type FocusTarget = "burger" | "first" | { trigger: NavMenuId } | null;

const PANEL_ID = "mobile-nav-panel";
const menus = { platform: platformMenu, resources: resourcesMenu } as const;

const rowClasses =
  "flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left text-base font-medium text-ink " +
  "hover:bg-brand-50";
const panelClasses =
  "absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface " +
  "px-4 pb-6 pt-3 shadow-lg";
const demoClasses =
  "mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white " +
  "hover:bg-brand-800";

/**
 * Burger menu below the md breakpoint. A disclosure, not a modal: the panel drops under the header, sub-menus replace
 * the list with their links and a Back control. Focus follows the view (into the panel on open, to Back in a sub-menu,
 * to the sub-menu's trigger after Back, to the burger after Escape); the panel closes when focus or a press leaves it,
 * or a link is followed.
 */
export function MobileNav() {
  const [view, setView] = useState<MobileNavView>("closed");
  const pendingFocus = useRef<FocusTarget>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const isOpen = view !== "closed";

  function show(next: MobileNavView, focus: FocusTarget) {
    pendingFocus.current = focus;
    setView(next);
  }

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === null) return;
    if (target === "burger") {
      burgerRef.current?.focus();
    } else if (target === "first") {
      panelRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    } else {
      panelRef.current?.querySelector<HTMLElement>(`[data-submenu="${target.trigger}"]`)?.focus();
    }
  }, [view]);

  useDismiss(containerRef, isOpen, (reason) => show("closed", reason === "escape" ? "burger" : null));

  const close = () => show("closed", null);
  const submenu = view === "platform" || view === "resources" ? menus[view] : null;

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={burgerRef}
        type="button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={() => (isOpen ? close() : show("open", "first"))}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
      >
        <BurgerIcon open={isOpen} />
      </button>

      <nav
        id={PANEL_ID}
        ref={panelRef}
        aria-label="Main"
        hidden={!isOpen}
        className={panelClasses}
      >
        {submenu ? (
          <div>
            <button
              type="button"
              onClick={() => show("open", { trigger: submenu.id })}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700"
            >
              <ChevronLeftIcon />
              Back
            </button>
            <p
              id={`${PANEL_ID}-${submenu.id}-label`}
              className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-subtle"
            >
              {submenu.label}
            </p>
            <ul aria-labelledby={`${PANEL_ID}-${submenu.id}-label`} className="mt-1">
              {submenu.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} onClick={close} className={rowClasses}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div>
            <ul>
              {primaryNav.map((entry) =>
                entry.kind === "menu" ? (
                  <li key={entry.id}>
                    <button
                      type="button"
                      data-submenu={entry.id}
                      onClick={() => show(entry.id, "first")}
                      className={rowClasses}
                    >
                      {entry.label}
                      <ChevronRightIcon className="text-subtle" />
                    </button>
                  </li>
                ) : (
                  <li key={entry.href}>
                    <a href={entry.href} onClick={close} className={rowClasses}>
                      {entry.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
            <ul className="mt-3 border-t border-border pt-3">
              {accountNav.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={close} className={rowClasses}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <a
              href={requestDemoLink.href}
              onClick={close}
              className={demoClasses}
            >
              {requestDemoLink.label}
            </a>
          </div>
        )}
      </nav>
    </div>
  );
}
