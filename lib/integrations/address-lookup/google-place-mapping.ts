import type { AddressDetails } from "./types";

/** One entry of a Places details answer's address_components. */
export type GoogleAddressComponent = { long_name: string; short_name: string; types: string[] };

export type GooglePlace = {
  place_id?: string;
  formatted_address?: string;
  address_components?: GoogleAddressComponent[];
};

/**
 * A place in the clearing firm's address fields, or null when it is not a full US street address: the account
 * application needs a street number, route, city, state and ZIP code.
 */
export function addressFromGooglePlace(place: GooglePlace): AddressDetails | null {
  const components = place.address_components ?? [];
  const find = (...types: string[]) =>
    types.map((type) => components.find((component) => component.types.includes(type))).find(Boolean);

  const streetNumber = find("street_number")?.long_name;
  const route = find("route")?.long_name;
  const subpremise = find("subpremise")?.long_name;
  const locality = find("locality", "sublocality", "sublocality_level_1", "postal_town")?.long_name;
  const state = find("administrative_area_level_1")?.short_name;
  const postalCode = find("postal_code")?.long_name;
  const country = find("country")?.short_name;

  if (country !== "US" || !place.place_id || !streetNumber || !route || !locality || !state || !postalCode) return null;
  return {
    placeId: place.place_id,
    formattedAddress: place.formatted_address ?? `${streetNumber} ${route}, ${locality}, ${state} ${postalCode}, USA`,
    addressLines: subpremise ? [`${streetNumber} ${route}`, subpremise] : [`${streetNumber} ${route}`],
    locality,
    administrativeArea: state,
    regionCode: "US",
    postalCode,
  };
}
