// Address lookup (Google Places), spec 002 §2 (US-only address search, 'Street, City, State') and §7 (autocomplete
// restricted to the US; details of one place; a lookup by text that fetches the details only when exactly one place
// matches). The details use the clearing firm's address fields.

export type AddressSuggestion = {
  placeId: string;
  /** The whole suggestion as shown in the list. */
  description: string;
};

export type AddressDetails = {
  placeId: string;
  formattedAddress: string;
  /** Street number and route; the unit (subpremise) as a second line when the place has one. */
  addressLines: string[];
  locality: string;
  /** The state's two-letter code ("TX"). */
  administrativeArea: string;
  regionCode: "US";
  postalCode: string;
};

/** What a lookup by text found: the one place's details, or why there are none. */
export type FoundPlace =
  | { status: "OK"; details: AddressDetails }
  | { status: "ZERO_RESULTS" }
  | { status: "MULTIPLE"; count: number }
  /** Exactly one place, but not a full US street address (a city, a business without a street number, abroad). */
  | { status: "NOT_A_US_STREET_ADDRESS" };

/**
 * Groups one person's typing and the details they pick into one billed session (the provider's session token); any
 * opaque string, fresh for each address a person enters.
 */
export type LookupSession = { sessionToken?: string };

export interface AddressLookup {
  autocomplete(text: string, options: { country: "US" } & LookupSession): Promise<AddressSuggestion[]>;
  /** Null when the place is unknown or is not a full US street address. */
  placeDetails(placeId: string, options?: LookupSession): Promise<AddressDetails | null>;
  findPlace(text: string): Promise<FoundPlace>;
}

/** The provider refused or failed (OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR, a timeout). */
export type AddressLookupFailure =
  | "OVER_QUERY_LIMIT"
  | "REQUEST_DENIED"
  | "INVALID_REQUEST"
  | "UNKNOWN_ERROR"
  | "TIMEOUT"
  | "HTTP_ERROR";

export class AddressLookupError extends Error {
  constructor(readonly status: AddressLookupFailure) {
    super(`Address lookup failed: ${status}`);
    this.name = "AddressLookupError";
  }
}
