import { storeFlashToast, type FlashToast } from "@/components/ui/flash-toast";

/**
 * Ends a change of viewer (coach mode start or exit) with a new document at `path`, the toast carried across. A new
 * document is the one sure way that nothing cached for the previous viewer survives: urql's results, Next's router
 * cache (including Back), component state and module singletons all start empty (spec 001 §4 "resets cached data").
 */
export function openAsNewViewer(path: string, toast: FlashToast): void {
  storeFlashToast(toast);
  window.location.assign(path);
}
