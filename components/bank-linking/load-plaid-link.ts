"use client";

// The provider's Link script, loaded only when the real provider is configured (a link token not from the sandbox).

export const PLAID_LINK_SCRIPT = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

export type PlaidLinkMetadata = { institution: { name: string; institution_id: string } | null };

export type PlaidLinkHandler = { open(): void; destroy(): void };

export type PlaidLinkFactory = {
  create(options: {
    token: string;
    onSuccess: (publicToken: string, metadata: PlaidLinkMetadata) => void;
    onExit: (error: unknown, metadata: unknown) => void;
  }): PlaidLinkHandler;
};

declare global {
  interface Window {
    Plaid?: PlaidLinkFactory;
  }
}

let loading: Promise<PlaidLinkFactory> | undefined;

/** Adds the script once per page; later calls share the same promise. A failed load can be retried. */
export function loadPlaidLink(): Promise<PlaidLinkFactory> {
  if (window.Plaid) return Promise.resolve(window.Plaid);
  loading ??= new Promise<PlaidLinkFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = PLAID_LINK_SCRIPT;
    script.async = true;
    script.onload = () => (window.Plaid ? resolve(window.Plaid) : reject(new Error("Plaid Link did not load.")));
    script.onerror = () => reject(new Error("Plaid Link did not load."));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
