import type { ToastTheme } from "./toast";

// A toast that must survive a full page load (e.g. coach mode, which reloads the document so that no cached data
// crosses from one viewer to the next). Kept in sessionStorage: this tab only, gone with the tab.
const FLASH_TOAST_KEY = "flashToast";

export type FlashToast = { message: string; theme: ToastTheme };

/** Stores a toast for the next page this tab loads; its ToastProvider shows it once. */
export function storeFlashToast(toast: FlashToast): void {
  try {
    window.sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Blocked or full storage: the navigation still happens, only the message is lost.
  }
}

/** The stored toast, removed as it is read; null when there is none or it is not one of ours. */
export function takeFlashToast(): FlashToast | null {
  try {
    const raw = window.sessionStorage.getItem(FLASH_TOAST_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(FLASH_TOAST_KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { message, theme } = value as Record<string, unknown>;
    if (typeof message !== "string" || !["success", "error", "info"].includes(theme as string)) return null;
    return { message, theme: theme as ToastTheme };
  } catch {
    return null;
  }
}
