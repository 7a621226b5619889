import { LOCAL_ADDRESSES, LOCAL_NON_ADDRESS_PLACES, type LocalAddress } from "./local-addresses";
import type { AddressDetails, AddressLookup, AddressSuggestion, FoundPlace } from "./types";

/** The provider answers at most five suggestions. */
const SUGGESTION_LIMIT = 5;

type LocalPlace = { placeId: string; description: string; details: AddressDetails | null };

const PLACES: LocalPlace[] = [
  ...LOCAL_ADDRESSES.map((address) => {
    const details = detailsOf(address);
    return { placeId: details.placeId, description: suggestionText(address), details };
  }),
  ...LOCAL_NON_ADDRESS_PLACES.map(({ name, city, state }) => ({
    placeId: `local:${slug(`${name} ${city} ${state}`)}`,
    description: `${name}, ${city}, ${state}, USA`,
    details: null,
  })),
];

/**
 * Without GOOGLE_PLACES_API_KEY: completes a built-in list of US street addresses (deterministic), with the same
 * fields and statuses as the provider. A place matches when every word typed starts one of its words, in any case.
 */
export class LocalAddressLookup implements AddressLookup {
  async autocomplete(text: string): Promise<AddressSuggestion[]> {
    return matching(text)
      .filter((place) => place.details)
      .slice(0, SUGGESTION_LIMIT)
      .map(({ placeId, description }) => ({ placeId, description }));
  }

  async placeDetails(placeId: string): Promise<AddressDetails | null> {
    return PLACES.find((place) => place.placeId === placeId)?.details ?? null;
  }

  async findPlace(text: string): Promise<FoundPlace> {
    const found = matching(text);
    if (found.length === 0) return { status: "ZERO_RESULTS" };
    if (found.length > 1) return { status: "MULTIPLE", count: found.length };
    const details = found[0]!.details;
    return details ? { status: "OK", details } : { status: "NOT_A_US_STREET_ADDRESS" };
  }
}

function matching(text: string): LocalPlace[] {
  const typed = words(text);
  if (typed.length === 0) return [];
  return PLACES.filter((place) => {
    const own = words(`${place.description} ${place.details?.postalCode ?? ""}`);
    return typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

function slug(text: string): string {
  return words(text).join("-");
}

function suggestionText({ street, unit, city, state }: LocalAddress): string {
  return `${street}${unit ? ` ${unit}` : ""}, ${city}, ${state}, USA`;
}

function detailsOf({ street, unit, city, state, postalCode }: LocalAddress): AddressDetails {
  return {
    placeId: `local:${slug(`${street} ${unit ?? ""} ${city} ${state}`)}`,
    formattedAddress: `${street}${unit ? ` ${unit}` : ""}, ${city}, ${state} ${postalCode}, USA`,
    addressLines: unit ? [street, unit] : [street],
    locality: city,
    administrativeArea: state,
    regionCode: "US",
    postalCode,
  };
}
