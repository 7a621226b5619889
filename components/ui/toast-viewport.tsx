"use client";

import * as RadixToast from "@radix-ui/react-toast";
import { cn } from "./cn";
import type { ToastEntry, ToastTheme } from "./toast";

/*
 * Slide in from the left edge (the viewport is bottom-left) and back out; a fade for reduced motion. Radix keeps a
 * closing toast mounted until its animation ends, so the exit needs a keyframe animation, not a transition. React 19
 * hoists this <style> into <head> once, however many providers render it.
 */
const toastCss = `
[data-ui-toast][data-state="open"] { animation: ui-toast-in 200ms ease-out; }
[data-ui-toast][data-state="closed"] { animation: ui-toast-out 150ms ease-in forwards; }
[data-ui-toast][data-swipe="move"] { transform: translateX(var(--radix-toast-swipe-move-x)); }
[data-ui-toast][data-swipe="cancel"] { transform: translateX(0); transition: transform 200ms ease-out; }
[data-ui-toast][data-swipe="end"] { animation: ui-toast-out 100ms ease-out forwards; }
@media (prefers-reduced-motion: reduce) {
  [data-ui-toast][data-state="open"] { animation: ui-toast-fade-in 150ms ease-out; }
  [data-ui-toast][data-state="closed"], [data-ui-toast][data-swipe="end"] { animation: ui-toast-fade-out 150ms ease-in forwards; }
}
@keyframes ui-toast-in { from { transform: translateX(calc(-100% - 1rem)); } to { transform: translateX(0); } }
@keyframes ui-toast-out { from { opacity: 1; } to { transform: translateX(calc(-100% - 1rem)); opacity: 0; } }
@keyframes ui-toast-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes ui-toast-fade-out { from { opacity: 1; } to { opacity: 0; } }
`;

const themes: Record<ToastTheme, { border: string; icon: string; srPrefix: string; path: string }> = {
  success: {
    border: "border-l-success-700",
    icon: "text-success-700",
    srPrefix: "Success:",
    path: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.62-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.75-5.22Z",
  },
  error: {
    border: "border-l-danger-700",
    icon: "text-danger-700",
    srPrefix: "Error:",
    path: "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  },
  info: {
    border: "border-l-brand-700",
    icon: "text-brand-700",
    srPrefix: "",
    path: "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z",
  },
};

/** The toasts on screen and the region (F8) that holds them: ToastProvider loads this with its first toast. */
export function ToastViewport({ toasts, onClose }: { toasts: ToastEntry[]; onClose: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="left" label="Notification">
      <style href="ui-toast" precedence="default">
        {toastCss}
      </style>
      {toasts.map((t) => {
        const theme = themes[t.theme];
        return (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) onClose(t.id);
            }}
            duration={t.seconds * 1000}
            type={t.theme === "error" ? "foreground" : "background"}
            data-theme={t.theme}
            data-ui-toast=""
            className={cn(
              "flex w-full items-start gap-3 rounded-lg border border-l-4 border-border bg-surface p-4 text-sm text-ink shadow-lg",
              theme.border,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn("mt-0.5 size-5 shrink-0", theme.icon)}>
              <path fillRule="evenodd" clipRule="evenodd" d={theme.path} />
            </svg>
            <RadixToast.Description className="flex-1 self-center">
              {theme.srPrefix && <span className="sr-only">{theme.srPrefix} </span>}
              {t.message}
            </RadixToast.Description>
            <RadixToast.Close
              aria-label="Dismiss notification"
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="fixed bottom-0 left-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
