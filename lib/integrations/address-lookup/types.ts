// Address lookup (Google Places), spec 002 §2 (US-only address search, 'Street, City, State') and §7 (autocomplete
// restricted to the US; details of one place). The details use the clearing firm's address fields.

export type AddressSuggestion = {
  placeId: string;
  /** The whole suggestion as shown in the list. */
  description: string;
};

export type AddressDetails = {
  placeId: string;
  formattedAddress: string;
  /** Street number and route. */
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  regionCode: "US";
  postalCode: string;
};

export interface AddressLookup {
  autocomplete(text: string, options: { country: "US" }): Promise<AddressSuggestion[]>;
  /** Null when the place is unknown or is not a full US street address. */
  placeDetails(placeId: string): Promise<AddressDetails | null>;
}
