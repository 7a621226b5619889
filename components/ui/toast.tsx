"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { takeFlashToast } from "./flash-toast";

export type ToastTheme = "success" | "error" | "info";

export type ToastOptions = {
  message: ReactNode;
  theme?: ToastTheme;
  /** How long it stays (spec default 3). The timer pauses while the pointer or focus is on it. */
  seconds?: number;
};

export type ToastEntry = Required<Omit<ToastOptions, "message">> & { id: number; message: ReactNode; open: boolean };

type ToastApi = { toast: (options: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_SECONDS = 3;
/** Older toasts close when more than this many are showing. */
const MAX_VISIBLE = 3;

// The toasts themselves (Radix Toast, their styles) load with the first toast, not with every page that may show one.
const ToastViewport = dynamic(() => import("./toast-viewport").then((m) => m.ToastViewport), { ssr: false });

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
      {children}
      {/* Entries are only dropped when a newer toast comes, so once loaded the viewport stays. */}
      {toasts.length > 0 ? <ToastViewport toasts={toasts} onClose={close} /> : null}
    </ToastContext>
  );
}

/** `const { toast } = useToast(); toast({ message: "Code resent successfully", theme: "success" })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
