import "server-only";
import { LocalAddressLookup } from "./local-adapter";
import type { AddressLookup } from "./types";

/** The Google Places adapter (GOOGLE_PLACES_API_KEY) arrives with the account-opening wizard. */
export function getAddressLookup(): AddressLookup {
  return new LocalAddressLookup();
}
