"use client";

import Link from "next/link";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ComponentPropsWithoutRef, KeyboardEvent, ReactNode } from "react";
import { cn } from "./cn";

/*
 * Dropdown menu on Radix (roles menu/menuitem, arrow keys, typeahead, Escape, focus return to the trigger).
 *
 *   <Menu>
 *     <MenuTrigger aria-label={profileMenuName(user)}>…</MenuTrigger>
 *     <MenuContent align="end">
 *       <MenuLabel>Jane Doe</MenuLabel>
 *       <MenuLinkItem href="/account-details">Update Account</MenuLinkItem>
 *       <MenuSeparator />
 *       <MenuButtonItem onSelect={signOut}>Sign Out</MenuButtonItem>
 *     </MenuContent>
 *   </Menu>
 */

export const Menu = DropdownMenu.Root;
export const MenuGroup = DropdownMenu.Group;

const itemClasses =
  "flex min-h-11 w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink " +
  "outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 " +
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-subtle";

type MenuTriggerProps = ComponentPropsWithoutRef<typeof DropdownMenu.Trigger>;

/** A button (44 px tall) that opens the menu; pass `asChild` to use your own button element instead. */
export function MenuTrigger({ className, asChild, ...props }: MenuTriggerProps) {
  return (
    <DropdownMenu.Trigger
      asChild={asChild}
      className={
        asChild
          ? className
          : cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-ink " +
                "hover:bg-brand-50 data-[state=open]:bg-brand-50",
              className,
            )
      }
      {...props}
    />
  );
}

type MenuContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.Content>;

export function MenuContent({ className, sideOffset = 6, align = "start", children, ...props }: MenuContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          "z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-1 shadow-lg",
          "max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto",
          className,
        )}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

type MenuButtonItemProps = Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Item>, "asChild"> & {
  /** Red text for destructive actions. */
  tone?: "default" | "danger";
};

/** An action. Use `onSelect` (fires on click, Enter and Space); call `event.preventDefault()` in it to keep the menu open. */
export function MenuButtonItem({ className, tone = "default", ...props }: MenuButtonItemProps) {
  return (
    <DropdownMenu.Item
      className={cn(itemClasses, tone === "danger" && "text-danger-700 data-[highlighted]:text-danger-700", className)}
      {...props}
    />
  );
}

type MenuLinkItemProps = Omit<ComponentPropsWithoutRef<typeof Link>, "href"> & {
  href: string;
  disabled?: boolean;
  /** Runs before navigation, e.g. to close a surrounding drawer. */
  onSelect?: (event: Event) => void;
  /** For links that leave the app (admin site, mailto:): renders a plain <a>. */
  external?: boolean;
};

/** A navigation entry: a real link (middle-click and "open in new tab" work), focusable and selectable like an item. */
export function MenuLinkItem({ href, disabled, onSelect, external, className, children, ...props }: MenuLinkItemProps) {
  return (
    <DropdownMenu.Item asChild disabled={disabled} onSelect={onSelect}>
      {external ? (
        <a href={href} className={cn(itemClasses, className)} {...props}>
          {children}
        </a>
      ) : (
        <Link href={href} className={cn(itemClasses, className)} {...props}>
          {children}
        </Link>
      )}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn("px-3 pb-1 pt-2 text-xs font-semibold text-muted", className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn("my-1 h-px bg-border", className)} {...props} />;
}

type MenuInputSlotProps = {
  children: ReactNode;
  className?: string;
};

/**
 * Hosts a text field (plan search, Coach Mode email) inside the menu. The menu's typeahead and Tab trapping would
 * otherwise swallow the keys typed into the field; here only Escape reaches the menu, and ArrowDown moves to the next
 * item so keyboard users can reach results listed below the field. Give the field its own visible label.
 */
export function MenuInputSlot({ children, className }: MenuInputSlotProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") return;
    event.stopPropagation();
    if (event.key !== "ArrowDown") return;
    const menu = event.currentTarget.closest('[role="menu"]');
    if (!menu) return;
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])'));
    const next = items.find(
      (item) => event.currentTarget.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  return (
    // Only intercepts keys bubbling up from the field; the wrapper itself is not interactive.
    <div className={cn("px-3 py-2", className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
