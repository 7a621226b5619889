import type { AddressDetails, AddressSuggestion } from "@/lib/integrations/address-lookup/types";

/** How an address field reaches the lookup; the default goes through our own routes, tests pass their own. */
export type AddressLookupClient = {
  suggestions(text: string, options: { sessionToken: string; signal: AbortSignal }): Promise<AddressSuggestion[]>;
  details(placeId: string, options: { sessionToken: string }): Promise<AddressDetails | null>;
};

export class AddressLookupRequestError extends Error {}

const FALLBACK_MESSAGE = "Address search is unavailable right now. Please try again in a moment.";

async function getJson<T>(path: string, parameters: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${new URLSearchParams(parameters)}`, { signal, credentials: "same-origin" });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new AddressLookupRequestError(body.error ?? FALLBACK_MESSAGE);
  return body;
}

/** /api/address-lookup: the provider's key never reaches the browser. */
export const routeAddressLookupClient: AddressLookupClient = {
  async suggestions(text, { sessionToken, signal }) {
    const body = await getJson<{ suggestions: AddressSuggestion[] }>(
      "/api/address-lookup/suggestions",
      { q: text, session: sessionToken },
      signal,
    );
    return body.suggestions;
  },
  async details(placeId, { sessionToken }) {
    const body = await getJson<{ details: AddressDetails | null }>("/api/address-lookup/details", {
      placeId,
      session: sessionToken,
    });
    return body.details;
  },
};
