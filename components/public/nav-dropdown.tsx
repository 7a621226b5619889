"use client";

import { useRef, useState } from "react";
import type { NavMenu } from "@/lib/content/navigation";
import { ChevronDownIcon } from "./icons";
import { useDismiss } from "@/components/ui/use-dismiss";

const buttonClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-ink hover:bg-brand-50 " +
  "hover:text-brand-900 aria-expanded:bg-brand-50 aria-expanded:text-brand-900 lg:px-3";

/**
 * A desktop navigation menu as a disclosure (a button with aria-expanded that shows a list of links), the pattern
 * WAI-ARIA recommends for site navigation; menu/menuitem roles are for application menus. Closes on Escape (focus back
 * to the button), on a press outside, when focus tabs away, and when a link is followed (the layout stays mounted
 * across client navigations).
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-${menu.id}-menu`;

  useDismiss(containerRef, open, (reason) => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  });

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={buttonClasses}
      >
        {menu.label}
        <ChevronDownIcon className={open ? "rotate-180 transition-transform" : "transition-transform"} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-80 rounded-xl border border-border bg-surface p-2 shadow-lg"
      >
        <ul>
          {menu.items.map((item, index) => {
            // Name = the label, description read after it: a link's name is otherwise all of its text.
            const descriptionId = item.description ? `${panelId}-${index}-description` : undefined;
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-label={item.description ? item.label : undefined}
                  aria-describedby={descriptionId}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2.5 hover:bg-brand-50"
                >
                  <span className="block text-sm font-semibold text-ink">{item.label}</span>
                  {item.description ? (
                    <span id={descriptionId} className="mt-0.5 block text-sm text-muted">
                      {item.description}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
