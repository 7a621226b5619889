import type { GoogleAddressComponent, GooglePlace } from "@/lib/integrations/address-lookup/google-place-mapping";
import { LOCAL_ADDRESSES, LOCAL_NON_ADDRESS_PLACES } from "@/lib/integrations/address-lookup/local-addresses";
import { sendJson, startHttpStandIn } from "./http-stand-in";

export type PlacesRequest = { path: string; query: URLSearchParams };

type StandInPlace = { description: string; isStreetAddress: boolean; place: GooglePlace & { place_id: string } };

const component = (long_name: string, types: string[], short_name = long_name): GoogleAddressComponent => ({
  long_name,
  short_name,
  types,
});

/** The local adapter's places in the provider's wire format, so both adapters answer the contract with the same data. */
const PLACES: StandInPlace[] = [
  ...LOCAL_ADDRESSES.map(({ street, unit, city, state, postalCode }, index): StandInPlace => {
    const [streetNumber, ...route] = street.split(" ");
    const line = `${street}${unit ? ` ${unit}` : ""}`;
    return {
      description: `${line}, ${city}, ${state}, USA`,
      isStreetAddress: true,
      place: {
        place_id: `ChIJ${index.toString(36).padStart(4, "0")}stand-in`,
        formatted_address: `${line}, ${city}, ${state} ${postalCode}, USA`,
        address_components: [
          ...(unit ? [component(unit, ["subpremise"])] : []),
          component(streetNumber!, ["street_number"]),
          component(route.join(" "), ["route"]),
          component(city, ["locality", "political"]),
          component(`${city} County`, ["administrative_area_level_2", "political"]),
          component(`State ${state}`, ["administrative_area_level_1", "political"], state),
          component("United States", ["country", "political"], "US"),
          component(postalCode, ["postal_code"]),
        ],
      },
    };
  }),
  ...LOCAL_NON_ADDRESS_PLACES.map(({ name, city, state }, index): StandInPlace => ({
    description: `${name}, ${city}, ${state}, USA`,
    isStreetAddress: false,
    place: {
      place_id: `ChIJpark${index}stand-in`,
      formatted_address: `${city}, ${state}, USA`,
      address_components: [
        component(name, ["park", "point_of_interest"]),
        component(city, ["locality", "political"]),
        component(state, ["administrative_area_level_1", "political"]),
        component("United States", ["country", "political"], "US"),
      ],
    },
  })),
];

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

function matching(text: string): StandInPlace[] {
  const typed = words(text);
  if (typed.length === 0) return [];
  return PLACES.filter(({ description }) => typed.every((word) => words(description).some((own) => own.startsWith(word))));
}

/**
 * A loopback stand-in of the Places web service's three JSON endpoints (autocomplete, findplacefromtext, details):
 * the provider's wire format, statuses in the body with HTTP 200, REQUEST_DENIED for a wrong key.
 */
export async function startPlacesStandIn({ apiKey }: { apiKey: string }) {
  const requests: PlacesRequest[] = [];
  const state = { status: undefined as string | undefined, httpStatus: undefined as number | undefined, delayMs: 0 };

  const server = await startHttpStandIn((request, _body, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push({ path: url.pathname, query: url.searchParams });
    const answer = () => {
      if (state.httpStatus) return sendJson(response, state.httpStatus, {});
      if (url.searchParams.get("key") !== apiKey) {
        return sendJson(response, 200, { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." });
      }
      if (state.status) return sendJson(response, 200, { status: state.status, error_message: "Refused by the stand-in." });
      const query = url.searchParams;
      switch (url.pathname) {
        case "/maps/api/place/autocomplete/json": {
          if (!query.get("input")) return sendJson(response, 200, { status: "INVALID_REQUEST", predictions: [] });
          const found = matching(query.get("input")!).filter((place) => place.isStreetAddress || query.get("types") !== "address");
          const predictions = found.slice(0, 5).map(({ description, place }) => ({ description, place_id: place.place_id }));
          return sendJson(response, 200, { status: predictions.length ? "OK" : "ZERO_RESULTS", predictions });
        }
        case "/maps/api/place/findplacefromtext/json": {
          if (query.get("inputtype") !== "textquery") return sendJson(response, 200, { status: "INVALID_REQUEST", candidates: [] });
          const candidates = matching(query.get("input") ?? "").map(({ place }) => ({ place_id: place.place_id }));
          return sendJson(response, 200, { status: candidates.length ? "OK" : "ZERO_RESULTS", candidates });
        }
        case "/maps/api/place/details/json": {
          const found = PLACES.find(({ place }) => place.place_id === query.get("place_id"));
          return found
            ? sendJson(response, 200, { status: "OK", result: found.place, html_attributions: [] })
            : sendJson(response, 200, { status: "NOT_FOUND", html_attributions: [] });
        }
        default:
          return sendJson(response, 404, {});
      }
    };
    if (state.delayMs) setTimeout(answer, state.delayMs);
    else answer();
  });

  return {
    baseUrl: server.baseUrl,
    requests,
    /** Every call answers this provider status (e.g. OVER_QUERY_LIMIT) until cleared. */
    answerStatus(status: string | undefined) {
      state.status = status;
    },
    /** Every call answers this HTTP status until cleared. */
    failWith(httpStatus: number | undefined) {
      state.httpStatus = httpStatus;
    },
    delay(ms: number) {
      state.delayMs = ms;
    },
    close: server.close,
  };
}
