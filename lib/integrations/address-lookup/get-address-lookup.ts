import "server-only";
import { getEnv } from "@/lib/env";
import { GooglePlacesAddressLookup } from "./google-places-adapter";
import { LocalAddressLookup } from "./local-adapter";
import type { AddressLookup } from "./types";

/** Google Places with GOOGLE_PLACES_API_KEY, else the built-in list of US addresses. */
export function getAddressLookup(): AddressLookup {
  const apiKey = getEnv().GOOGLE_PLACES_API_KEY;
  return apiKey ? new GooglePlacesAddressLookup({ apiKey }) : new LocalAddressLookup();
}
