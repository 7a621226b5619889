"use client";

import { safeReturnPath } from "@/lib/auth/safe-return-path";

// A bank link can leave the page: OAuth banks send the member to their own site and back to /plaid-oauth. What the
// return needs (the link token the flow began with, where to go back to) is kept in localStorage, as the provider
// advises: on phones the bank's app may send the member back in a new tab. It is removed when the link ends and
// ignored after 4 hours; a link token only starts a flow, the accounts are added under the member's own session.
// The outcome to tell on the page returned to stays in this tab (sessionStorage).

const PENDING_KEY = "mariner.bank-link.pending";
const OUTCOME_KEY = "mariner.bank-link.outcome";
/** A link token's life (the provider's and the sandbox's). */
const PENDING_MS = 4 * 60 * 60 * 1000;

export type PendingLink = { linkToken: string; returnTo: string };
export type LinkOutcome = { message: string; theme: "success" | "error" };

function storage(kind: "localStorage" | "sessionStorage" = "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    // Storage can be switched off; the link then works as long as it stays on the page.
    return undefined;
  }
}

function parse<T>(text: string | null | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function take<T>(key: string): T | undefined {
  const store = storage();
  const text = store?.getItem(key);
  store?.removeItem(key);
  return parse<T>(text);
}

export function rememberPendingLink({ linkToken, returnTo }: PendingLink): void {
  storage("localStorage")?.setItem(PENDING_KEY, JSON.stringify({ linkToken, returnTo, savedAt: Date.now() }));
}

export function forgetPendingLink(): void {
  storage("localStorage")?.removeItem(PENDING_KEY);
}

/** The link this tab began: undefined when there is none or its token has expired. */
export function readPendingLink(now = Date.now()): PendingLink | undefined {
  const saved = parse<Partial<PendingLink> & { savedAt?: number }>(storage("localStorage")?.getItem(PENDING_KEY));
  if (!saved || typeof saved.linkToken !== "string" || typeof saved.savedAt !== "number") return undefined;
  if (now - saved.savedAt >= PENDING_MS) return undefined;
  return { linkToken: saved.linkToken, returnTo: safeReturnPath(saved.returnTo) };
}

/** Told by the page the member returns to (see useBankLink). */
export function rememberLinkOutcome(outcome: LinkOutcome): void {
  storage()?.setItem(OUTCOME_KEY, JSON.stringify(outcome));
}

export function takeLinkOutcome(): LinkOutcome | undefined {
  const outcome = take<Partial<LinkOutcome>>(OUTCOME_KEY);
  if (!outcome || typeof outcome.message !== "string") return undefined;
  return { message: outcome.message, theme: outcome.theme === "success" ? "success" : "error" };
}
