"use client";

import * as RadixToast from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { takeFlashToast } from "./flash-toast";
import { cn } from "./cn";

export type ToastTheme = "success" | "error" | "info";

export type ToastOptions = {
  message: ReactNode;
  theme?: ToastTheme;
  /** How long it stays (spec default 3). The timer pauses while the pointer or focus is on it. */
  seconds?: number;
};

type ToastEntry = Required<Omit<ToastOptions, "message">> & { id: number; message: ReactNode; open: boolean };

type ToastApi = { toast: (options: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

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

const DEFAULT_SECONDS = 3;
/** Older toasts close when more than this many are showing. */
const MAX_VISIBLE = 3;

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

/**
 * Put once near the root (inside <body>) of every tree that shows toasts. Toasts stack bottom-left; press F8 to
 * reach them with the keyboard. Error toasts are announced assertively, others politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const toast = useCallback(({ message, theme = "info", seconds = DEFAULT_SECONDS }: ToastOptions) => {
    const id = ++nextId.current;
    setToasts((current) => {
      // Closed toasts are dropped here; more than MAX_VISIBLE open ones close the oldest.
      const open = current.filter((t) => t.open);
      const excess = open.length - (MAX_VISIBLE - 1);
      const shown = open.map((t, index) => (index < excess ? { ...t, open: false } : t));
      return [...shown, { id, message, theme, seconds, open: true }];
    });
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  // A toast stored just before a full page load (storeFlashToast) shows on the page that loads.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, [toast]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider swipeDirection="left" label="Notification">
        <style href="ui-toast" precedence="default">
          {toastCss}
        </style>
        {children}
        {toasts.map((t) => {
          const theme = themes[t.theme];
          return (
            <RadixToast.Root
              key={t.id}
              open={t.open}
              onOpenChange={(open) => {
                if (!open) close(t.id);
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
    </ToastContext>
  );
}

/** `const { toast } = useToast(); toast({ message: "Code resent successfully", theme: "success" })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
