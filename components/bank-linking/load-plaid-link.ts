"use client";

import type { LinkSuccess } from "./link-success";

// The provider's Link script, loaded only when the real provider is configured (a link token not from the sandbox).

export const PLAID_LINK_SCRIPT = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

export type PlaidLinkMetadata = { institution: { name: string; institution_id: string } | null };

export type PlaidLinkHandler = { open(): void; destroy(): void };

export type PlaidLinkFactory = {
  create(options: {
    token: string;
    /** Set only on the OAuth return page: the full URL the bank sent the member back to. */
    receivedRedirectUri?: string;
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

/** Opens the provider's Link (or, with `receivedRedirectUri`, resumes it after an OAuth bank). Rejects if it won't load. */
export async function openPlaidLink({
  token,
  receivedRedirectUri,
  onSuccess,
  onExit,
}: {
  token: string;
  receivedRedirectUri?: string;
  onSuccess: (result: LinkSuccess) => void;
  onExit: () => void;
}): Promise<void> {
  const plaid = await loadPlaidLink();
  const handler = plaid.create({
    token,
    receivedRedirectUri,
    onSuccess: (publicToken, metadata) => {
      handler.destroy();
      onSuccess({
        publicToken,
        institution: { name: metadata.institution?.name ?? "", institutionId: metadata.institution?.institution_id ?? "" },
      });
    },
    onExit: () => {
      handler.destroy();
      onExit();
    },
  });
  handler.open();
}
