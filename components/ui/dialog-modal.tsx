"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { cn } from "./cn";
import type { DialogProps } from "./dialog";

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

export type DialogModalProps = Omit<DialogProps, "trigger" | "open" | "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's id, which the trigger's aria-controls names while open. */
  contentId: string;
  /** Where focus goes back on close when nothing had focus at open (a click does not focus a button in Safari). */
  trigger: HTMLElement | null;
};

/**
 * The Radix half of Dialog (components/ui/dialog.tsx loads it on first use): focus trapped inside and returned on
 * close to what opened it, page behind inert, Escape closes when dismissible.
 */
export function DialogModal({
  open,
  onOpenChange,
  contentId,
  trigger,
  title,
  description,
  children,
  footer,
  dismissible = true,
  closeLabel = "Close",
  size = "md",
  initialFocusRef,
  role = "dialog",
  className,
}: DialogModalProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <RadixDialog.Content
          id={contentId}
          role={role}
          // Without a description Radix expects an explicit undefined, rather than pointing at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in: what has focus now opened the dialog (see onCloseAutoFocus).
            const active = document.activeElement;
            // An item of a menu is gone once the menu closes: the menu's own button is what a person returns to.
            const menu = active?.closest('[role="menu"]');
            const menuButton = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
            const opener = menuButton ?? active;
            openerRef.current = opener instanceof HTMLElement && opener !== document.body ? opener : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives focus back only to its own Trigger, which Dialog renders itself (it must exist before Radix
            // has loaded). Most dialogs here open from state (a button elsewhere, a failed request, a step of another
            // flow) and some unmount with their content, so without this focus falls to the page body and a keyboard
            // user starts again from the top.
            const opener = openerRef.current ?? trigger;
            openerRef.current = null;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "overflow-y-auto rounded-xl bg-surface p-6 shadow-xl focus:outline-none",
            widths[size],
            className,
          )}
        >
          <div className={cn("flex flex-col gap-2", dismissible && "pr-10")}>
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
            )}
          </div>
          {children && <div className="mt-4">{children}</div>}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>
          )}
          {dismissible && (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
